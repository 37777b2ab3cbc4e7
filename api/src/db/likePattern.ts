/** A LIKE pattern for what begins with `text`: its `%`, `_` and `\\` are letters, not wildcards. */
export const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
