import { StringDecoder } from 'node:string_decoder';
import type { IvefVesselAttributes } from '@pantau/domain';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

/** The largest IVEF message kept, in characters; a longer one is dropped and counted. */
export const IVEF_MAX_MESSAGE = 256 * 1024;
/** Elements deeper than this make the message malformed (IVEF nests five levels). */
export const IVEF_MAX_DEPTH = 16;
/** Input is handed to the parser in slices of this size, so the bound is checked often. */
const SLICE = 16 * 1024;
/** Where a message may begin: its declaration or its root element. */
const START = /<\?xml|<MSG_/;
/** Kept back while skipping, in case a start is split across chunks. */
const START_CARRY = 5;

export interface IvefReaderEvents {
  /** One VesselData of a well-formed MSG_VesselData. */
  vessel: (a: IvefVesselAttributes) => void;
  /** A message (or stray input) that was dropped, with why. */
  malformed: (reason: string) => void;
}

type Vessel = { -readonly [K in keyof IvefVesselAttributes]: IvefVesselAttributes[K] };

/**
 * Reads an IVEF (IALA V-145) stream: XML documents one after another on one TCP connection,
 * each with an optional declaration, separated by whitespace or NULs. Each document is
 * parsed by its own saxes parser (a streaming XML parser), given the input up to each '>' in
 * turn so that the rest after its root closes goes to the next one's. A document that is not well formed,
 * nests too deep or grows beyond `IVEF_MAX_MESSAGE` characters is counted and dropped, and
 * the reader skips to the next `<?xml` or `<MSG_`. Messages other than MSG_VesselData (login,
 * ping, server status) are read and ignored.
 */
export class IvefReader {
  readonly #on: IvefReaderEvents;
  readonly #decoder = new StringDecoder('utf8');
  #parser: SaxesParser | null = null;
  /** Element names open in the current document. */
  #stack: string[] = [];
  /** Characters given to the current document's parser. */
  #size = 0;
  /** The current document ended (its root closed). */
  #ended = false;
  /** Why the current document is malformed, or null. */
  #failed: string | null = null;
  /** Skipping input to the next message start (after a malformed one). */
  #skipping = false;
  #skipCarry = '';
  #vessels: IvefVesselAttributes[] = [];
  #vessel: Vessel | null = null;

  constructor(on: IvefReaderEvents) {
    this.#on = on;
  }

  write(chunk: Uint8Array | string): void {
    const text = typeof chunk === 'string' ? chunk : this.#decoder.write(Buffer.from(chunk));
    this.#feed(text);
  }

  end(): void {
    if (this.#parser && this.#stack.length > 0) this.#on.malformed('stream ended inside a message');
    this.#parser = null;
    this.#stack = [];
  }

  #feed(input: string): void {
    let rest = input;
    while (rest.length > 0) {
      if (this.#skipping) {
        const text = this.#skipCarry + rest;
        const m = START.exec(text);
        if (!m) {
          this.#skipCarry = text.slice(-START_CARRY);
          return;
        }
        this.#skipping = false;
        this.#skipCarry = '';
        rest = text.slice(m.index);
      }
      if (!this.#parser) {
        // Between documents: separators only.
        rest = rest.replace(/^[\s\0]+/, '');
        if (rest.length === 0) return;
        this.#begin();
      }
      const parser = this.#parser;
      if (!parser) return;
      // Pieces end at each '>', so a document's end is always the end of a piece and the
      // rest goes to the next document's parser.
      const gt = rest.indexOf('>');
      const piece = rest.slice(0, gt < 0 ? SLICE : Math.min(gt + 1, SLICE));
      rest = rest.slice(piece.length);
      this.#size += piece.length;
      parser.write(piece);
      if (this.#failed !== null || this.#size > IVEF_MAX_MESSAGE) {
        this.#on.malformed(this.#failed ?? 'message too large');
        this.#parser = null;
        this.#skipping = true;
      } else if (this.#ended) {
        this.#parser = null;
      }
    }
  }

  #begin(): void {
    const parser = new SaxesParser();
    const live = () => this.#parser === parser && !this.#ended && this.#failed === null;
    parser.on('opentag', (tag) => {
      if (live()) this.#open(tag);
    });
    parser.on('closetag', () => {
      if (live()) this.#close();
    });
    parser.on('error', (err) => {
      if (live()) this.#failed = err.message;
    });
    this.#parser = parser;
    this.#stack = [];
    this.#size = 0;
    this.#failed = null;
    this.#ended = false;
    this.#vessels = [];
    this.#vessel = null;
  }

  #open(tag: SaxesTagPlain): void {
    this.#stack.push(tag.name);
    if (this.#stack.length > IVEF_MAX_DEPTH) {
      this.#failed = 'nested too deep';
      return;
    }
    if (this.#stack[0] !== 'MSG_VesselData') return;
    const attrs = tag.attributes;
    const v = this.#vessel;
    switch (tag.name) {
      case 'VesselData':
        this.#vessel = { posReport: null, pos: null, staticData: null, voyage: null };
        break;
      case 'PosReport':
        if (v) v.posReport = attrs;
        break;
      case 'Pos':
        if (v && this.#stack[this.#stack.length - 2] === 'PosReport') v.pos = attrs;
        break;
      case 'StaticData':
        if (v) v.staticData = attrs;
        break;
      case 'Voyage':
        if (v) v.voyage = attrs;
        break;
    }
  }

  #close(): void {
    const name = this.#stack.pop();
    if (name === 'VesselData' && this.#vessel) {
      this.#vessels.push(this.#vessel);
      this.#vessel = null;
    }
    if (this.#stack.length > 0) return;
    // The document ended: its messages are told, and the rest of the input is the next's.
    this.#ended = true;
    for (const v of this.#vessels) this.#on.vessel(v);
    this.#vessels = [];
  }
}
