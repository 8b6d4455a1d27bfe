/** An address as a postcode service knows it; city and state are names and codes, not ids. */
export type PostcodeAddress = {
  /** 8 digits, no dash. */
  cep: string;
  street: string;
  neighborhood: string;
  city: string;
  /** 7-digit IBGE code of the municipality. */
  cityIbge: string;
  /** The state's abbreviation (UF). */
  state: string;
  complement?: string;
};

export type PostcodeSearch = { state: string; city: string; street: string };

/**
 * A remote postcode service, asked when the local zip_codes table has no answer. The local table is
 * the default (ZIP_PROVIDER=local): then no driver exists and nothing leaves the server.
 */
export interface PostcodeDriver {
  readonly name: string;
  /** The address of a CEP (8 digits), or null when the service knows none. */
  lookup(cep: string): Promise<PostcodeAddress | null>;
  /** Addresses of a state and city whose street contains the text; [] when none. */
  search(query: PostcodeSearch): Promise<PostcodeAddress[]>;
}

/** The service could not be asked (network, timeout, unexpected answer). */
export class PostcodeUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PostcodeUnavailableError';
  }
}
