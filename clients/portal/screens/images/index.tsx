import { usePortal } from '../../context.js';
import { ApiError } from '../../api.js';
import { describeFailure } from '../../messages.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { ReadOnlyNote } from '../../ui/status.js';
import { ImageCard, sizeWords, type Image } from './image-card.js';

const WHO = 'Managers and admins delete images.';
const SHOWN = 100;

/** The pages an image is used by, from the service's refusal to delete it (`used_by`), in words; null when it named none. */
function usedByWords(failure: unknown): string | null {
  if (!(failure instanceof ApiError) || !Array.isArray(failure.body.used_by)) return null;
  const pages = (failure.body.used_by as Array<{ slug: string; language: string }>).map((page) => `/${page.slug} (${page.language})`);
  return pages.length === 0 ? null : `Used by ${pages.join(', ')}.`;
}

/** Images: the project's library (the images its pages use, uploaded in Edit Mode), with thumbnails and sizes; deleting one, or why it cannot be. */
export function ImagesScreen({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const [images, reload] = useLoaded(
    'Loading the images',
    () => portal.api.GET('/api/projects/{projectId}/images', { params: { path: { projectId: project.id }, query: { limit: SHOWN } } }),
    [project.id],
  );
  const mayDelete = hasRole(project, 'manager');

  async function remove(image: Image, name: string): Promise<string | null> {
    try {
      await portal.api.DELETE('/api/projects/{projectId}/images/{imageId}', { params: { path: { projectId: project.id, imageId: image.id } } });
      portal.announce(`Deleted ${name}.`);
      await reload();
      return null;
    } catch (failure) {
      const usedBy = usedByWords(failure);
      return describeFailure(`Deleting ${name}`, failure, WHO) + (usedBy === null ? '' : ` ${usedBy}`);
    }
  }

  return (
    <section class="pt-screen">
      <h1>Images</h1>
      {mayDelete ? (
        <p>The images uploaded to the project’s pages (in Pages, by dropping or pasting one into the editor).</p>
      ) : (
        <ReadOnlyNote>{readOnlyBecause(project, WHO)}</ReadOnlyNote>
      )}
      <Show state={images} loading="Loading the images…">
        {({ images: list, next_cursor }) =>
          list.length === 0 ? (
            <p>No image yet.</p>
          ) : (
            <>
              <p>
                {list.length} {list.length === 1 ? 'image' : 'images'}, {sizeWords(list.reduce((sum, image) => sum + image.bytes, 0))}
                {next_cursor === null ? '.' : ` shown: the newest ${SHOWN}.`}
              </p>
              <ul class="pt-cards" aria-label="Images">
                {list.map((image, index) => (
                  <ImageCard key={image.id} image={image} number={index + 1} mayDelete={mayDelete} remove={() => remove(image, `Image ${index + 1}`)} />
                ))}
              </ul>
            </>
          )
        }
      </Show>
    </section>
  );
}
