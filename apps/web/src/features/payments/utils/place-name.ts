const SUFFIXES = new Map([
  ['one', 'st'],
  ['two', 'nd'],
  ['few', 'rd'],
  ['other', 'th'],
]);
const ordinals = new Intl.PluralRules('en-US', { type: 'ordinal' });

/** 1 -> "1st Place", 2 -> "2nd Place", 11 -> "11th Place". */
export const placeName = (place: number) => `${place}${SUFFIXES.get(ordinals.select(place))} Place`;
