import { inject, injectable } from 'inversify';
import type { Project } from '../../domain/projects/project.js';
import { siteSettingsFingerprint } from '../../domain/site/settings-fingerprint.js';
import { TemplateCatalog } from '../templates/ports.js';
import { ServedDomains } from './domains/served-domains.js';
import { NavigationRepository, SiteDeployer } from './ports.js';

/**
 * Whether the deployed site shows the project's site settings as they are now (navigation,
 * theme, home pages, the live agent's placement, the domains it is served on, template
 * layouts): each deploy records their fingerprint with its release, and this compares it with
 * the current one.
 */
@injectable()
export class SiteSettingsState {
  constructor(
    @inject(NavigationRepository) private readonly navigation: NavigationRepository,
    @inject(ServedDomains) private readonly domains: ServedDomains,
    @inject(TemplateCatalog) private readonly templates: TemplateCatalog,
    @inject(SiteDeployer) private readonly deployer: SiteDeployer,
  ) {}

  /** The fingerprint of the project's site settings now. */
  async current(project: Project): Promise<string> {
    const [navigation, domains, templates] = await Promise.all([
      this.navigation.listAll(project.id),
      this.domains.of(project.id),
      this.templates.list(project.id),
    ]);
    return siteSettingsFingerprint({ project, navigation, domains, templates });
  }

  /**
   * Whether the settings changed since the live release was deployed (one made before
   * fingerprints counts as changed: it shows an older rendering). False while no site is
   * deployed: the first publish deploys them anyway.
   */
  async changedSinceDeploy(project: Project): Promise<boolean> {
    const [deployed, current] = await Promise.all([this.deployer.deployedSettings(project.id), this.current(project)]);
    return deployed.kind === 'deployed' && deployed.settings !== current;
  }
}
