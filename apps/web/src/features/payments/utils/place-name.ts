const SUFFIXES = new Map([
  ['one', 'st'],
  ['two', 'nd'],
  ['few', 'rd'],
  ['other', 'th'],
]);
/** Made on first use: Intl objects are costly to make, and most screens loading this never ask. */
let ordinals: Intl.PluralRules | undefined;

/** 1 -> "1st Place", 2 -> "2nd Place", 11 -> "11th Place". */
export const placeName = (place: number) =>
  `${place}${SUFFIXES.get((ordinals ??= new Intl.PluralRules('en-US', { type: 'ordinal' })).select(place))} Place`;
