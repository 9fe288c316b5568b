/**
 * The sealing port: the firm's electronic seal on a finished PDF. Two adapters stand behind it
 * (backend/adapters/sealing/): a key in AWS KMS that never leaves it, and a local key the local stack makes.
 */
export interface SealInfo {
  reason: string;
  name: string;
  location: string;
  contactInfo: string;
  /** The signing time written in the signature dictionary (PAdES keeps it there, not in the CMS). */
  at: Date;
}

export interface Sealer {
  /** A PAdES signature (SubFilter ETSI.CAdES.detached) over the whole file; pdfsig reports it valid. */
  seal(pdf: Uint8Array, info: SealInfo): Promise<Uint8Array>;
}
