import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * Structured JSON logs. Redaction is a second guard: request logging never passes headers,
 * but should anything log a request or config object, its secrets are censored.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'content-service' },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-api-key"]',
        'headers.authorization',
        'headers["x-api-key"]',
        '*.token',
        '*.api_key',
        '*.key',
        '*.secret',
        '*.previous_secret',
        'WEBHOOK_SECRET_KEY',
        'GEMINI_API_KEY',
        'TRANSLATOR_API_KEY',
        'MONGODB_URI',
        'SMTP_URL',
        'TWILIO_AUTH_TOKEN',
        'OPENCORPORATES_API_TOKEN',
      ],
      censor: '[redacted]',
    },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}

/**
 * `auto` is JSON unless standard output is a terminal: a person running `npm start` or
 * `npm run dev` reads one coloured line per entry (pino-pretty, in this thread, loaded only
 * then); a process manager or a container's log driver gets JSON lines.
 */
export async function logDestination(
  format: 'auto' | 'json' | 'pretty',
  terminal: boolean,
  output?: NodeJS.WritableStream,
): Promise<DestinationStream | undefined> {
  if (format === 'json' || (format === 'auto' && !terminal)) return undefined;
  // The default export: a CommonJS module imported dynamically has no named exports once bundled.
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    colorize: terminal,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,service',
    singleLine: true,
    ...(output === undefined ? {} : { destination: output }),
  });
}
