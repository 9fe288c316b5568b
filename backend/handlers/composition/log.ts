/** The one logger (backend/adapters/log.ts), as every handler and wrapper reaches it. */
export {
  currentRequestId,
  emitMetric,
  inRequest,
  invocation,
  log,
  type InvocationContext,
} from '../../adapters/log';
