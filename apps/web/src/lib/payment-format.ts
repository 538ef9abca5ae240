import { formatDateTimeWithYear, formatDayOf } from './times';

/** A collection rate (already rounded to one decimal by the server) as "82.5%". */
export const formatRate = (rate: number) => `${Number(rate.toFixed(1))}%`;

/** The day a payment was recorded, in the viewer's zone: "Jun 12, 2026". */
export const formatPaymentDate = (iso: string) => formatDayOf(iso);

/** When a change was recorded, in the viewer's zone and named: "Jun 12, 2026, 1:40 PM PDT". */
export const formatPaymentDateTime = (iso: string) => formatDateTimeWithYear(iso);
