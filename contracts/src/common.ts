import Type, { type Static, type TSchema } from 'typebox';

/**
 * Every answer of the API is this envelope (spec §3): `value` is the call's result on success,
 * and an error's details (or null) on failure.
 */
export const Envelope = <Value extends TSchema>(value: Value) =>
  Type.Object({
    success: Type.Boolean(),
    code: Type.Union([Type.Number(), Type.String()]),
    message: Type.String(),
    value: Type.Union([value, Type.Null()]),
  });

export const Nullable = <Value extends TSchema>(value: Value) => Type.Union([value, Type.Null()]);

export const LocalizedText = Type.Object({ bn: Type.String(), en: Type.String() });
export type LocalizedText = Static<typeof LocalizedText>;

/** A language code such as `bn`, `en` or `en_US`; empty means the brand's default. */
export const Language = Type.String({ pattern: '^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})?$|^$' });

export const MerchantCode = Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' });

/** Vendor, category and classification codes. */
export const Code = Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' });

/**
 * Text a member writes (comments, feedback, names, addresses, …) is shown to operators, some in
 * a terminal (the operator CLI), where control characters act: ESC clears or recolours the
 * screen or plants a link, CR overwrites a line. So such text carries none: no C0 control but
 * tab and new line (PlainText) or none at all (SingleLineText, for names and contacts), no DEL
 * and no C1 control (U+0080–U+009F, the 8-bit CSI among them). The API answers 400
 * `CONTROL_CHARACTERS` `{ field, in, rule: 'controlCharacter' }` for these two patterns.
 */
export const PLAIN_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F]*$';
export const SINGLE_LINE_TEXT_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';
export const PlainText = (options: { minLength?: number; maxLength: number }) =>
  Type.String({ ...options, pattern: PLAIN_TEXT_PATTERN });
export const SingleLineText = (options: { minLength?: number; maxLength: number }) =>
  Type.String({ ...options, pattern: SINGLE_LINE_TEXT_PATTERN });

export const PageNo = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });
export const pageSize = (defaultSize: number) =>
  Type.Integer({ minimum: 1, maximum: 100, default: defaultSize });
/** A paged query's page number and size (`defaultSize` when the query names none). */
export const paging = (defaultSize: number) => ({
  pageNo: PageNo,
  pageSize: pageSize(defaultSize),
});

/** One page of a list, with how many items and pages the whole list has. */
export const PageOf = <Item extends TSchema>(item: Item) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer(), totalPages: Type.Integer() });

/** A whole list, unpaged. */
export const ListOf = <Item extends TSchema>(item: Item) => Type.Object({ list: Type.Array(item) });

/** An object whose keys are not fixed (a JWK, a vendor's challenge): passed on as it is. */
export const OpenObject = <Properties extends Record<string, TSchema>>(properties: Properties) =>
  Type.Object(properties, { additionalProperties: true });

/** The query of a call whose only input is the language of its texts. */
export const LanguageQuery = Type.Object({ language: Type.Optional(Language) });
