import type { ContainerModuleLoadOptions } from 'inversify';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any constructor: use cases differ in their dependencies
type UseCaseClass = new (...args: any[]) => unknown;

/** Binds each use case class to itself (singletons: use cases hold no per-request state). */
export function bindUseCases(bind: ContainerModuleLoadOptions['bind'], useCases: readonly UseCaseClass[]): void {
  for (const useCase of useCases) bind(useCase).toSelf();
}
