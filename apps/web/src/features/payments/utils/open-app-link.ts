/** Hands a custom-scheme link (venmo://...) to the browser, which opens the app if installed. */
export function openAppLink(url: string): void {
  window.location.assign(url);
}
