import { envelopeMessage, operation, type OperationId } from "../../contract";

/**
 * The opening of a v2 success envelope as JSON text, `{"msg":…,"msgCode":"success","code":200`
 * without its closing brace: the contract table's message and status, as JSON.stringify writes
 * them, for the renderers that append their parts as kept texts.
 */
export function envelopeHead(id: OperationId): string {
  const head = { msg: envelopeMessage(id), msgCode: "success", code: operation(id).status };
  return JSON.stringify(head).slice(0, -1);
}
