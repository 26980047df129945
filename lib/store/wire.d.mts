export const OP_REPLY: number;
export const OP_QUERY: number;
export const OP_MSG: number;
export const MAX_MESSAGE_BYTES: number;
export const MAX_DOCUMENT_BYTES: number;

/** A frame the protocol does not allow (its message never holds the frame's content). */
export class FrameError extends Error {}

export class MessageFramer {
  push(chunk: Buffer): { requestId: number; opCode: number; body: Buffer }[];
}

export function decodeMsg(body: Buffer): {
  command: Record<string, unknown>;
  db: string;
  moreToCome: boolean;
};

export function decodeQuery(body: Buffer): {
  command: Record<string, unknown>;
  db: string;
  moreToCome: false;
  legacy: true;
};
