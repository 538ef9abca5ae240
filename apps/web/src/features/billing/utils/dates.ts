const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A payment time as a date in the viewer's zone, e.g. "Jun 12, 2026". */
export const formatPaymentDate = (iso: string) => dateFormat.format(new Date(iso));
