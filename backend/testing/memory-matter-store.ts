/** Matters in memory, for the domain's unit tests: the same answers as the DynamoDB adapter will give. */
import type { MatterStore } from '../domain/matters/ports';
import type { MatterRecord } from '../domain/matters/records';

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

  async update(matter: MatterRecord, version: number) {
    if (this.matters.get(matter.id)?.version !== version) return false;
    this.matters.set(matter.id, structuredClone(matter));
    return true;
  }
}
