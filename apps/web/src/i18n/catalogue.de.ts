import { uiMessages } from '@mandate/ui/i18n/messages';
import de from './de.json';
import en from './en.json';

/**
 * Every German text of the app, laid over the English ones so a missing id falls back to English.
 * The build replaces this module with the same messages compiled to ICU ASTs
 * (vite/precompiledMessages.ts), so the browser never parses a message.
 */
const messages: Record<string, string> = { ...uiMessages.de, ...en, ...de };
export default messages;
