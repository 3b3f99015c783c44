/** The service refused an upload: its status and its words (JSON `{ error }`, or the protocol's plain text). */
export class UploadRefused extends Error {
  override readonly name = 'UploadRefused';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
