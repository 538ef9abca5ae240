/**
 * The browser journeys' mail server: the app sends over SMTP to the same smtp-server the API
 * tests use (apps/server/test/mail-server.ts), and GET /received?to=<address> lists what
 * arrived for that address (subject, text, html), for a journey to follow its links.
 */
import { createServer } from 'node:http';
import { startMailServer } from '../apps/server/test/mail-server';

const mail = await startMailServer({ port: Number(process.env.LOCAL_MAIL_SMTP_PORT) });
const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname !== '/received') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to');
  const list = (to ? mail.to(to) : mail.received).map(({ to, subject, text, html }) => ({
    to,
    subject,
    text,
    html,
  }));
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
});
http.listen(Number(process.env.LOCAL_MAIL_HTTP_PORT), '127.0.0.1');
console.log(`local mail at ${mail.url}`);
const stop = () => {
  http.close();
  void mail.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
