/** The test SMTP server's login (mail-server.ts), also used by the browser journeys' config. */
export const TEST_SMTP_USER = 'fairway';
export const TEST_SMTP_PASSWORD = 'smtp-test-password';

export const testSmtpUrl = (port: number) =>
  `smtp://${TEST_SMTP_USER}:${TEST_SMTP_PASSWORD}@127.0.0.1:${port}`;
