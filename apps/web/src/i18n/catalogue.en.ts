import { uiMessages } from '@mandate/ui/i18n/messages';
import en from './en.json';

/**
 * Every English text of the app: the design system's and the domain's, then the app's own.
 * The build replaces this module with the same messages compiled to ICU ASTs
 * (vite/precompiledMessages.ts), so the browser never parses a message.
 */
const messages: Record<string, string> = { ...uiMessages.en, ...en };
export default messages;
