import { countryName } from '../shared/country.js';
import type { CompanyCandidate } from './company.js';
import type { CompanyProfile } from './company-profile.js';

/** The search results as a numbered list the agent reads out: name, city and registry id. */
export function spokenCandidates(query: string, country: string, candidates: readonly CompanyCandidate[]): string {
  const where = countryName(country) ?? country;
  if (candidates.length === 0) {
    return `No company matching "${query}" was found in ${where}. Ask for the exact registered name, or for the business website and call select_company with business_url.`;
  }
  const lines = candidates.map((c, i) => {
    const parts = [c.name, c.city ?? 'city unknown', `registry id ${c.registry_id}`];
    if (c.status !== null && !/^active$/i.test(c.status)) parts.push(`status ${c.status}`);
    return `${i + 1}. ${parts.join(', ')}`;
  });
  const found = candidates.length === 1 ? 'one company' : `${candidates.length} companies`;
  return `Found ${found} matching "${query}" in ${where}:\n${lines.join('\n')}\nAsk which one is theirs, then call select_company with its registry_id.`;
}

const listed = (items: readonly string[], max = 4) =>
  items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;

/** A short spoken summary of an extracted profile: what a caller can check at a glance. */
export function spokenProfile(profile: CompanyProfile, site: string): string {
  const parts: string[] = [];
  if (profile.name !== null) parts.push(`Name: ${profile.name}.`);
  if (profile.industry !== null) parts.push(`Industry: ${profile.industry}.`);
  if (profile.summary !== null) parts.push(`Summary: ${profile.summary.length > 300 ? `${profile.summary.slice(0, 297)}...` : profile.summary}`);
  if (profile.products_services.length > 0) parts.push(`Products and services: ${listed(profile.products_services)}.`);
  if (profile.opening_hours.length > 0) parts.push(`Opening hours: ${listed(profile.opening_hours, 7)}.`);
  if (profile.service_area !== null) parts.push(`Service area: ${profile.service_area}.`);
  if (profile.primary_language !== null) parts.push(`Website language: ${profile.primary_language}.`);
  return `Read the website ${site}. ${parts.join(' ')} Ask the caller whether this is right; any field can be corrected with set_field.`;
}
