import nodemailer from 'nodemailer';

/**
 * Email through SMTP (nodemailer). PANTAU_SMTP_URL is `smtp://user:pass@host:587` (STARTTLS
 * when the server offers it) or `smtps://…:465`; PANTAU_SMTP_FROM the sender. The URL, with
 * its password, stays on the server.
 */
export interface SmtpSettings {
  url: string;
  from: string;
  timeoutMs: number;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export function smtpSender(s: SmtpSettings): {
  send: (m: Mail) => Promise<void>;
  close: () => void;
} {
  const u = new URL(s.url);
  const secure = u.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    ...(u.username
      ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } }
      : {}),
    connectionTimeout: s.timeoutMs,
    greetingTimeout: s.timeoutMs,
    socketTimeout: s.timeoutMs,
  });
  return {
    send: async (m) => {
      try {
        await transport.sendMail({ from: s.from, to: m.to, subject: m.subject, text: m.text });
      } catch (err) {
        const e = err as { code?: string; responseCode?: number; message?: string };
        throw new Error(
          `SMTP ${e.responseCode ?? e.code ?? 'error'}: ${(e.message ?? 'failed').split('\n')[0]}`,
          { cause: err },
        );
      }
    },
    close: () => transport.close(),
  };
}
