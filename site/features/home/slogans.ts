// The three headline slogans of the home page.
export const SLOGANS = [
  'Skills for work. Hope for life.',
  'Everyone deserves a second chance.',
  'We grow together, one skill at a time.',
] as const;
