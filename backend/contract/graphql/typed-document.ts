/**
 * A GraphQL document as the site sends it: a plain string that carries its answer's and its variables' types
 * (the shape of @graphql-typed-document-node's DocumentTypeDecoration), so a call's variables and answer are
 * checked against the selection that produced them.
 */
export type TypedDocument<Result, Variables> = string & {
  readonly __apiType?: (variables: Variables) => Result;
};

/** The answer a document asks for. */
export type ResultOf<Document> = Document extends TypedDocument<infer Result, infer _> ? Result : never;

/** The variables a document takes. */
export type VariablesOf<Document> =
  Document extends TypedDocument<infer _, infer Variables> ? Variables : never;

/** Every document the site sends selects one root field (backend/schema.test.ts holds them to it). */
export type Answer<Result> = Result[keyof Result];

/** A call's answer: the value of the one root field its document selects. */
export function answerOf<Result extends object>(data: Result): Answer<Result> {
  return Object.values(data)[0] as Answer<Result>;
}
