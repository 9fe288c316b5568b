/**
 * Matters in memory, for the domain's unit tests: the same answers as the DynamoDB adapter gives, in the
 * same orders (contracts/matter-store-contract.ts holds both to them).
 */
import { byDate, openDeadlinesOfMatter, type OpenDeadline } from '../domain/matters/deadlines';
import type { MatterFilter, MatterStore, PageRequest } from '../domain/matters/ports';
import type { MatterRecord } from '../domain/matters/records';
import { memoryPage } from './memory-page';

/** Orders as the DynamoDB indexes order their sort keys, `value#id`. */
const by = (value: (matter: MatterRecord) => string) => (a: MatterRecord, b: MatterRecord) =>
  value(a).localeCompare(value(b)) || a.id.localeCompare(b.id);
const byOpened = by((matter) => matter.openedAt);

export class MemoryMatterStore implements MatterStore {
  readonly matters = new Map<string, MatterRecord>();

  async get(id: string) {
    const matter = this.matters.get(id);
    return matter && structuredClone(matter);
  }

  async create(matter: MatterRecord) {
    if (this.matters.has(matter.id)) return false;
    this.matters.set(matter.id, structuredClone(matter));
    return true;
  }

  async update(matter: MatterRecord, previous: MatterRecord) {
    if (this.matters.get(matter.id)?.version !== previous.version) return false;
    this.matters.set(matter.id, structuredClone(matter));
    return true;
  }

  async list({ phase, responsibleAttorney }: MatterFilter, { cursor, limit }: PageRequest) {
    const matching = [...this.matters.values()]
      .filter((matter) => !phase || matter.phase === phase)
      .filter((matter) => !responsibleAttorney || matter.responsibleAttorney === responsibleAttorney)
      .sort((a, b) => byOpened(b, a));
    return memoryPage(
      matching.map((matter) => structuredClone(matter)),
      cursor,
      limit,
    );
  }

  async openDeadlines(page: PageRequest) {
    return this.openDeadlinesWhere(() => true, page);
  }

  async openDeadlinesBefore(date: string, page: PageRequest) {
    return this.openDeadlinesWhere((deadline) => deadline.date < date, page);
  }

  private allOpenDeadlines(): OpenDeadline[] {
    return [...this.matters.values()].flatMap(openDeadlinesOfMatter).sort(byDate);
  }

  private openDeadlinesWhere(keep: (deadline: OpenDeadline) => boolean, { cursor, limit }: PageRequest) {
    return memoryPage(this.allOpenDeadlines().filter(keep), cursor, limit);
  }

  async openDeadlinesOf(responsibleAttorney: string, limit: number) {
    return this.allOpenDeadlines()
      .filter((deadline) => deadline.responsibleAttorney === responsibleAttorney)
      .slice(0, limit);
  }
}
