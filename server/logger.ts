/**
 * The shop's logger: JSON lines on stdout (pino), one object per event, for whatever collects the
 * container's output. Secrets never reach a line: fields that may hold them are redacted by name,
 * and error texts (a failed query quotes its parameters, PostgreSQL quotes the duplicate key) are
 * scrubbed of query parameters and e-mail addresses before they are written.
 */
import pino, { type DestinationStream, type Logger } from 'pino'
import { withoutQueryParams } from '#backend/app.ts'

export type { Logger }

/** Field names that may carry a password, token, code, cookie or address, at the top or one level down. */
const SECRET_FIELDS = [
  'password',
  'password2',
  'new_password',
  'new_password1',
  'new_password2',
  'old_password',
  'otp_code',
  'token',
  'access',
  'refresh',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'set-cookie',
  'email',
  'phone_number',
]
const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => [`["${field}"]`, `*["${field}"]`])

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g

/** Query parameters and whole e-mail addresses out of a text (`s***@example.tw` stays readable). */
export const scrubText = (text: string) => withoutQueryParams(text).replace(EMAIL, '$1***@$2')

/** pino's error serializer, then the texts scrubbed; extra fields pg adds (detail, where) too. */
function scrubbedError(error: Error) {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>
  for (const [key, value] of Object.entries(serialized)) if (typeof value === 'string') serialized[key] = scrubText(value)
  return serialized
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

export type LoggerOptions = {
  /** pino's level name (LOG_LEVEL); `silent` writes nothing (tests); anything else means info. */
  level?: string
  /** Where lines go (stdout by default); tests pass a stream to read them. */
  destination?: DestinationStream
}

/**
 * stdout with lines gathered up to 4 KB per write: one write per request line took about 5 % of
 * the server's CPU under load. Quiet times still see each line within a second, and whatever is
 * left is written synchronously when the process exits (a fatal start error included).
 */
function bufferedStdout(): DestinationStream {
  const stdout = pino.destination({ dest: 1, minLength: 4096, sync: false })
  setInterval(() => stdout.flush(), 1000).unref()
  process.on('exit', () => stdout.flushSync())
  return stdout
}

export function createLogger({ level, destination = bufferedStdout() }: LoggerOptions = {}): Logger {
  return pino(
    {
      level: level && LEVELS.includes(level) ? level : 'info',
      // `"level":"info"` reads better in a log viewer than pino's numbers.
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: scrubbedError },
      hooks: {
        // Plain messages are written by code all over the shop: scrub them too, on the way out.
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>)
        },
      },
    },
    destination,
  )
}

/** The shop's older `log(message)` callbacks (database, seed, notifier) as info lines of a logger. */
export const messageLog = (logger: Logger) => (message: string) => logger.info(message)
