import { retcodeInfo } from '@chronicle/contract';

/**
 * A failure the client should see as a retcode in the envelope. The message defaults to the
 * catalogue's English text for the code.
 */
export class ApiError extends Error {
  readonly retcode: number;

  constructor(retcode: number, message?: string) {
    super(message ?? retcodeInfo(retcode).message);
    this.name = 'ApiError';
    this.retcode = retcode;
  }
}
