import { pino, type Logger } from 'pino';

/**
 * Structured JSON logs. Redaction is a second guard: request logging never passes headers,
 * but should anything log a request or config object, its secrets are censored.
 */
export function createLogger(level: string): Logger {
  return pino({
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
        'TWILIO_AUTH_TOKEN',
        'OPENCORPORATES_API_TOKEN',
      ],
      censor: '[redacted]',
    },
  });
}
