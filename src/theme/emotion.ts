/**
 * The key of emotion's style cache, the same in the server's renderer and the browser (emotion's
 * default): the browser takes over the style elements the server wrote, by this key.
 */
export const EMOTION_KEY = 'css';
