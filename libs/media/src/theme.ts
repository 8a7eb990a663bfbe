/** A label's colours (hex), the same shape as the catalogue's LabelTheme. */
export interface MediaTheme {
  primary: string;
  secondary: string;
  background: string;
  text: string;
  accent: string;
}

/** Used when a theme is missing or a colour is not a valid hex value. */
export const DEFAULT_THEME: MediaTheme = {
  primary: '#2f4858',
  secondary: '#86bbd8',
  background: '#f6f1e7',
  text: '#1d232a',
  accent: '#f26419',
};
