/** The sealing job: landing's wiring and the firm's sealing key (the KMS key in AWS, the local key locally). */
import { sealerFromEnvironment } from '../../adapters/sealing';
import type { LandingDependencies } from '../../domain/letters/ports';
import { letterCaseDependencies } from './letter-landing';

export function landingDependencies(): LandingDependencies {
  return { ...letterCaseDependencies(), sealer: sealerFromEnvironment() };
}
