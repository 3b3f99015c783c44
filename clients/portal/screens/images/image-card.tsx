import { useState } from 'preact/hooks';
import type { components } from '../../../typescript/client.js';
import { formatTime } from '../../edit-mode/dom.js';
import { ConfirmAction } from '../../ui/confirm-action.js';
import { CopyButton } from '../../ui/copy-button.js';
import { Problem } from '../../ui/status.js';

export type Image = components['schemas']['Image'];

/** A size in bytes, in words a person reads (KB, MB). */
export const sizeWords = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

interface ImageCardProps {
  readonly image: Image;
  /** Its place in the library, to name it ("Image 3"). */
  readonly number: number;
  readonly mayDelete: boolean;
  /** Deletes it; answers the service's refusal in words, or null. */
  remove(): Promise<string | null>;
}

/** One image of the library: its thumbnail, size, dimensions and address (to copy); deleting it after a second press, or why it cannot be. */
export function ImageCard({ image, number, mayDelete, remove }: ImageCardProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = `Image ${number}`;
  return (
    <li class="pt-card pt-image">
      <img
        src={image.url}
        alt={`${name}, ${image.width}×${image.height}`}
        width={160}
        height={Math.round((160 * image.height) / Math.max(1, image.width))}
        loading="lazy"
      />
      <div class="pt-image__about">
        <h2 class="pt-card__title">{name}</h2>
        <p>
          {image.width}×{image.height} px · {sizeWords(image.bytes)} · {image.content_type.replace('image/', '').toUpperCase()} · added{' '}
          {formatTime(image.created_at)}
        </p>
        <p>
          <CopyButton text={image.url} what={`the address of ${name}`} />
        </p>
        <Problem message={refusal} />
        {mayDelete ? (
          <div>
            <ConfirmAction
              label={`Delete ${name}`}
              question={`Delete ${name} and its resized copies? This cannot be undone.`}
              run={async () => setRefusal(await remove())}
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}
