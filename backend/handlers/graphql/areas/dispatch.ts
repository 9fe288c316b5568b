/**
 * One Lambda function serves every field of a feature area (the registry's `area`): AppSync sends each field's
 * event to the area's function, which hands it to that field's resolver module unchanged.
 */
import { inRequest, log, type InvocationContext } from '../../composition/log';
import type { ResolverArea } from '../registry';

/** What AppSync sends a direct Lambda resolver; the area reads only which field is asked for. */
export interface FieldEvent {
  info: { fieldName: string; parentTypeName: string };
}

/**
 * A resolver module's `handler`. Each takes the arguments of its own field, which AppSync has validated
 * against the schema before the event is sent, so the area passes the event on as it came.
 */
type FieldHandler = (event: never, context?: InvocationContext) => Promise<unknown>;

export type AreaHandler = ((event: FieldEvent, context?: InvocationContext) => Promise<unknown>) & {
  /** The fields this area serves, by field name, as its module lists them. */
  readonly fields: Readonly<Record<string, FieldHandler>>;
};

/** Routes `event.info.fieldName` to its resolver; a field the area does not serve is logged and refused. */
export function areaHandler(area: ResolverArea, fields: Record<string, FieldHandler>): AreaHandler {
  const served = new Map(Object.entries(fields));
  const dispatch = async (event: FieldEvent): Promise<unknown> => {
    const { fieldName, parentTypeName } = event.info;
    const resolve = served.get(fieldName);
    if (!resolve) {
      // A resolver wired to the wrong area's function: a deployment fault, never a caller's.
      log.error('field-not-served', { area, field: `${parentTypeName}.${fieldName}` });
      throw new Error(`The ${area} function does not serve ${parentTypeName}.${fieldName}.`);
    }
    return resolve(event as never);
  };
  const handler = (event: FieldEvent, context?: InvocationContext) =>
    inRequest(context?.awsRequestId, () => dispatch(event));
  return Object.assign(handler, { fields });
}
