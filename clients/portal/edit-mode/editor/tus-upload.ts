import { DetailedError, Upload } from 'tus-js-client';
import { UploadRefused } from './upload-refused.js';

export interface TusUploadOptions {
  readonly endpoint: string;
  /** The headers of each request (a fresh ID token). */
  readonly headers: () => Promise<Record<string, string>>;
  readonly onProgress: (sent: number, total: number) => void;
}

/** The words of a refusal's body. */
function refusalMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    if (typeof parsed.error === 'string') return parsed.error;
  } catch {
    // The protocol library answers some refusals in plain text.
  }
  return body.trim();
}

/**
 * Uploads a file with the tus resumable upload protocol (tus-js-client: a dropped connection
 * resumes from the offset the service has, after a short wait). Built as a chunk of its own,
 * loaded when the first image is uploaded. Resolves the `Content-Location` of the last answer:
 * the image the upload became (`/api/projects/:projectId/images/:imageId`).
 */
export function tusUpload(file: File, options: TusUploadOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: options.endpoint,
      metadata: { filename: file.name, filetype: file.type },
      retryDelays: [0, 1000, 3000, 5000],
      // Uploads are not resumed across page loads: nothing is left in localStorage.
      storeFingerprintForResuming: false,
      async onBeforeRequest(request) {
        for (const [name, value] of Object.entries(await options.headers())) request.setHeader(name, value);
      },
      onProgress: options.onProgress,
      onSuccess({ lastResponse }) {
        const location = lastResponse.getHeader('content-location');
        if (location === undefined || location === '')
          reject(new UploadRefused(lastResponse.getStatus(), 'The service did not say which image the upload became.'));
        else resolve(location);
      },
      onError(error) {
        const response = error instanceof DetailedError ? error.originalResponse : null;
        if (response === null) reject(error);
        else reject(new UploadRefused(response.getStatus(), refusalMessage(response.getBody()) || `status ${response.getStatus()}`));
      },
    });
    upload.start();
  });
}
