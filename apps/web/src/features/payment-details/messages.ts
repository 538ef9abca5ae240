/** The Payment Details texts, fixed copy kept word for word. */
export const SAVE_SUCCESS = 'Payment information saved successfully!';
export const SAVE_FAILED = 'Failed to save payment information. Please try again.';
export const DELETE_SUCCESS = 'Payment information deleted successfully!';
export const DELETE_FAILED = 'Failed to delete payment information. Please try again.';
export const DELETE_CONFIRMATION = 'Are you sure you want to delete all payment information?';
// The spec gives no text for a failed load; this follows the others' wording.
export const LOAD_FAILED = 'Failed to load payment information. Please try again.';
