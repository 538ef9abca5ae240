/** A mail's content before it is laid out: paragraphs, and at most one button with its link. */
export interface MailContent {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** After the button: what to do if this was not you, how long the link lasts. */
  afterAction?: string[];
}

export interface MailFooter {
  appUrl: string;
  supportEmail: string;
  /** Mail someone may turn off (reminders, results): the one-click link that does it. */
  unsubscribeUrl?: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * The same words as plain text and as HTML (inline styles only: mail clients drop style
 * sheets). The link is also written out in full, for clients that block buttons.
 */
export function layOut(content: MailContent, footer: MailFooter): { text: string; html: string } {
  const after = content.afterAction ?? [];
  const signOff = `Fairway · ${footer.appUrl} · Questions? ${footer.supportEmail}`;
  const unsubscribe = footer.unsubscribeUrl
    ? `No more emails like this: ${footer.unsubscribeUrl}`
    : null;
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...after,
    `-- \n${signOff}${unsubscribe ? `\n${unsubscribe}` : ''}`,
  ].join('\n\n');

  const paragraph = (words: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(words)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#166534;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#4b5563">Or open this link: <a href="${escapeHtml(content.action.url)}" style="color:#166534">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111827">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#166534">Fairway</p>
${[content.greeting, ...content.paragraphs].map(paragraph).join('\n')}
${button}
${after.map(paragraph).join('\n')}
<p style="margin:32px 0 0;font-size:12px;color:#6b7280;line-height:1.5"><a href="${escapeHtml(footer.appUrl)}" style="color:#6b7280">Fairway</a> · Questions? <a href="mailto:${escapeHtml(footer.supportEmail)}" style="color:#6b7280">${escapeHtml(footer.supportEmail)}</a>${footer.unsubscribeUrl ? `<br><a href="${escapeHtml(footer.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe from reminders and results</a>` : ''}</p>
</div>
</body></html>`;
  return { text, html };
}
