import { CliError } from './import-files.js';

/*
 * `chronicle link --cookie-stdin` reads the upstream cookies from standard input, never from the
 * command line, so they stay out of the shell history and the process list. From a pipe it reads
 * to the end; from a terminal it asks for one line and does not echo it.
 */

/** As much as the link API takes (`LinkBody.cookie`). */
const MAX_COOKIE_CHARS = 8192;

const tooLong = () =>
  new CliError(`the cookies on standard input are longer than ${MAX_COOKIE_CHARS} characters`);

/** One line typed or pasted on a terminal, not echoed; Ctrl-C cancels. */
function readHiddenLine(
  stdin: NodeJS.ReadStream,
  prompt: string,
  maxChars = MAX_COOKIE_CHARS,
  tooLongError: () => Error = tooLong,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(text);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish();
        if (char === '\u0003') return finish(new CliError('cancelled'));
        if (char === '\u007f' || char === '\b') text = text.slice(0, -1);
        else text += char;
        if (text.length > maxChars) return finish(tooLongError());
      }
    };
    process.stderr.write(prompt);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.on('data', onData);
    stdin.resume();
  });
}

/** The cookies on standard input (everything a pipe sends, or one hidden line on a terminal). */
export function readCookieStdin(stdin: NodeJS.ReadStream = process.stdin): Promise<string> {
  return readSecretStdin(stdin, 'Paste the cookies (ltuid_v2=…; ltoken_v2=…), then Enter: ');
}

/** A secret on standard input: everything a pipe sends, or one hidden line on a terminal. */
export async function readSecretStdin(
  stdin: NodeJS.ReadStream,
  prompt: string,
  maxChars = MAX_COOKIE_CHARS,
  tooLongError: () => Error = tooLong,
): Promise<string> {
  if (stdin.isTTY) return readHiddenLine(stdin, prompt, maxChars, tooLongError);
  let text = '';
  stdin.setEncoding('utf8');
  for await (const chunk of stdin as AsyncIterable<string>) {
    text += chunk;
    if (text.length > maxChars) throw tooLongError();
  }
  return text;
}

/** The longest password an account takes. */
const MAX_PASSWORD = 128;

/**
 * `--password-stdin`: a password on standard input (a pipe, or one unechoed line on a terminal),
 * so it stays out of the shell history and the process list. One trailing newline is dropped.
 */
export async function readPasswordStdin(
  stdin: NodeJS.ReadStream = process.stdin,
  prompt = 'Password, then Enter: ',
): Promise<string> {
  const text = await readSecretStdin(
    stdin,
    prompt,
    MAX_PASSWORD + 2,
    () => new CliError(`a password has at most ${MAX_PASSWORD} characters`),
  );
  const password = text.replace(/\r?\n$/, '');
  if (password.length < 8 || password.length > MAX_PASSWORD) {
    throw new CliError(`the password must be 8 to ${MAX_PASSWORD} characters`);
  }
  return password;
}
