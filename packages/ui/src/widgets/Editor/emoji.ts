/** A small emoji set for the dropdown (001 §9: at most 5 suggestions, medium skin tone). */
export interface Emoji {
  char: string;
  /** Search words, English. */
  names: readonly string[];
  /** Takes a skin-tone modifier. */
  skin?: boolean;
}

export const EMOJI_LIMIT = 5;
/** Fitzpatrick type-4 modifier: the spec's medium skin tone. */
export const MEDIUM_SKIN_TONE = '\u{1F3FD}';

export const emojis: readonly Emoji[] = [
  { char: '😀', names: ['grinning', 'smile', 'happy'] },
  { char: '😄', names: ['smile', 'laugh'] },
  { char: '😉', names: ['wink'] },
  { char: '😊', names: ['blush', 'smile'] },
  { char: '🙂', names: ['slightly smiling', 'smile'] },
  { char: '😂', names: ['joy', 'laugh', 'tears'] },
  { char: '😍', names: ['heart eyes', 'love'] },
  { char: '🤔', names: ['thinking'] },
  { char: '😎', names: ['cool', 'sunglasses'] },
  { char: '😢', names: ['cry', 'sad'] },
  { char: '😅', names: ['sweat smile'] },
  { char: '🙏', names: ['pray', 'thanks', 'please'], skin: true },
  { char: '👍', names: ['thumbs up', 'like', 'yes'], skin: true },
  { char: '👎', names: ['thumbs down', 'dislike', 'no'], skin: true },
  { char: '👏', names: ['clap', 'applause'], skin: true },
  { char: '👋', names: ['wave', 'hello', 'bye'], skin: true },
  { char: '🤝', names: ['handshake', 'deal'] },
  { char: '💪', names: ['muscle', 'strong'], skin: true },
  { char: '✌️', names: ['victory', 'peace'], skin: true },
  { char: '👌', names: ['ok hand'], skin: true },
  { char: '🙌', names: ['raised hands', 'hooray'], skin: true },
  { char: '❤️', names: ['heart', 'love'] },
  { char: '🎉', names: ['tada', 'party', 'congratulations'] },
  { char: '🚀', names: ['rocket', 'launch'] },
  { char: '⭐', names: ['star'] },
  { char: '🔥', names: ['fire', 'hot'] },
  { char: '✅', names: ['check', 'done'] },
  { char: '❌', names: ['cross', 'no'] },
  { char: '📅', names: ['calendar', 'date', 'interview'] },
  { char: '📞', names: ['phone', 'call'] },
  { char: '📧', names: ['email', 'mail'] },
  { char: '📎', names: ['paperclip', 'attachment'] },
  { char: '💼', names: ['briefcase', 'job', 'work'] },
  { char: '💰', names: ['money', 'salary'] },
  { char: '📈', names: ['chart', 'growth'] },
  { char: '☕', names: ['coffee'] },
];

/** The emoji as inserted: skin-tone emoji in medium tone. */
export const withSkinTone = (emoji: Emoji): string => (emoji.skin ? emoji.char.replace('\uFE0F', '') + MEDIUM_SKIN_TONE : emoji.char);

/** Up to {@link EMOJI_LIMIT} emoji whose names start with (then contain) the query. */
export function suggestEmoji(query: string, limit = EMOJI_LIMIT): Emoji[] {
  const q = query.toLowerCase();
  const starts = emojis.filter((e) => e.names.some((n) => n.startsWith(q)));
  const contains = emojis.filter((e) => !starts.includes(e) && e.names.some((n) => n.includes(q)));
  return [...starts, ...contains].slice(0, limit);
}
