import { useEffect, useRef } from 'preact/hooks';
import { metadataForm } from '../../edit-mode/editor/metadata-form.js';
import type { DocTemplate } from '../../edit-mode/types.js';

/**
 * The form a template produces, drawn by Edit Mode's own form renderer (the one an editor
 * fills in), drawn again as the template changes. It can be filled in to try it; nothing is kept.
 */
export function FormPreview({ template }: { readonly template: DocTemplate }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = metadataForm(template, {}, { readOnly: false, onChange: () => undefined });
    host.current!.replaceChildren(form.element);
  }, [template]);
  return (
    <section class="pt-panel pt-template-preview" aria-labelledby="template-preview-heading">
      <h2 id="template-preview-heading">Preview: the form of “{template.name}”</h2>
      <p class="em-help">What an editor fills in for a page of this template, as Edit Mode shows it.</p>
      <div ref={host} />
    </section>
  );
}
