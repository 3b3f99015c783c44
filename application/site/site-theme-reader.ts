import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { imageUrl } from '../../domain/media/image.js';
import type { Project } from '../../domain/projects/project.js';
import { siteUrl } from '../../domain/site/site-origin.js';
import { canonicalSiteBase, serviceBase, type SiteLogo, type SiteTheme } from '../../domain/site/theme.js';
import { BUILT_IN_TEMPLATES } from '../../domain/templates/built-in.js';
import { templateLayout } from '../../domain/templates/layouts.js';
import { ImageVariants } from '../media/image-variants.js';
import { ImageRepository } from '../media/ports.js';
import { TemplateCatalog } from '../templates/ports.js';
import { ServedDomains } from './domains/served-domains.js';
import { SiteAddressing } from './site-addressing.js';

/** The logo is shown 36 px high: these widths cover it on screens of every density. */
const LOGO_WIDTHS: readonly number[] = [160, 320];

/**
 * Reads what a deploy needs to dress the site: the project's accent colour and logo (site
 * settings), its addresses (its own, and the canonical one: a verified domain it is served on,
 * never a reserved name), and the image fields of its templates.
 * A logo that cannot be read or resized is left out or shown as it is: a deploy never fails
 * for the way it looks.
 */
@injectable()
export class SiteThemeReader {
  constructor(
    @inject(ImageRepository) private readonly images: ImageRepository,
    @inject(ImageVariants) private readonly variants: ImageVariants,
    @inject(ServedDomains) private readonly domains: ServedDomains,
    @inject(TemplateCatalog) private readonly templates: TemplateCatalog,
    @inject(SiteAddressing) private readonly addressing: SiteAddressing,
  ) {}

  async of(project: Project): Promise<SiteTheme> {
    const [logo, favicon, domains, templates] = await Promise.all([
      this.logo(project),
      this.favicon(project),
      this.domains.of(project.id),
      this.templates.list(project.id),
    ]);
    const imageFields = Object.fromEntries(
      [...BUILT_IN_TEMPLATES, ...templates].map((template) => [template.id, template.fields.filter((f) => f.type === 'image').map((f) => f.key)]),
    );
    return {
      layouts: Object.fromEntries(templates.map((template) => [template.id, templateLayout(template)])),
      accentColor: project.settings.site.accent_color,
      logo,
      favicon,
      canonicalBase: canonicalSiteBase(project.id, domains, this.addressing),
      siteUrl: siteUrl(project.id, this.addressing),
      serviceBase: serviceBase(this.addressing.publicBaseUrl),
      imageFields,
    };
  }

  /** The chosen icon as uploaded: browsers scale it to the tab; one that is gone leaves the default. */
  private async favicon(project: Project): Promise<string | null> {
    const id = project.settings.site.favicon_image_id ?? null;
    const image = id === null ? null : await this.images.find(project.id, id);
    return image === null ? null : imageUrl(image);
  }

  private async logo(project: Project): Promise<SiteLogo | null> {
    const id = project.settings.site.logo_image_id;
    const image = id === null ? null : await this.images.find(project.id, id);
    if (image === null) return null;
    const made = await this.variants.variants(project.id, image.id, LOGO_WIDTHS).catch(() => null);
    const srcset = made !== null && E.isRight(made) ? made.right.map(({ url, width }) => ({ url, width })) : [];
    return { url: imageUrl(image), width: image.width, height: image.height, srcset };
  }
}
