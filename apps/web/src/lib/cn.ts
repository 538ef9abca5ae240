import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy ones; where two set the same property (`w-full` from a
 * shared style, `w-24` from the caller), the later one wins, whatever order Tailwind's CSS
 * puts them in.
 */
export const cn = (...classes: (string | false | null | undefined)[]) => twMerge(...classes);
