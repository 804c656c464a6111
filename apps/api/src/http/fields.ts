/** The server's names of domain's user field helpers (`packages/domain/src/schemas/user.ts`). */
export {
  adminOnly,
  codeList,
  countryCodeField as countryCode,
  emailField as email,
  optionalTrimmedText as optionalText,
  requiredTrimmedText as requiredText,
} from '@mandate/domain';
