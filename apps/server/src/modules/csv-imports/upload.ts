import type { FastifyRequest } from 'fastify';
import { DomainError, invalidInput, tooLarge } from '../../lib/domain-errors';
import { CSV_UPLOAD_MAX_BYTES, isCsvFile } from '@fairway/domain';

/** A CSV file sent as multipart/form-data (field `file`) with the form's other fields. */
export interface CsvUpload {
  filename: string;
  mimetype: string;
  content: Buffer;
  fields: Record<string, string>;
}

/** Limits of the multipart parser: one file of at most 1 MB and a handful of small fields. */
export const MULTIPART_LIMITS = {
  fileSize: CSV_UPLOAD_MAX_BYTES,
  files: 1,
  fields: 5,
  parts: 6,
  fieldNameSize: 100,
  fieldSize: 1000,
  headerPairs: 100,
};

export const FILE_TOO_LARGE = `The file is too large: the limit is ${CSV_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;

/**
 * Reads the upload into memory within the limits: 400 when it is not multipart, has no
 * file or the file is not a CSV (neither a CSV type nor a name ending in .csv), 413 when the
 * file is too large.
 */
export async function readCsvUpload(request: FastifyRequest): Promise<CsvUpload> {
  if (!request.isMultipart())
    throw invalidInput('Send the CSV file as multipart/form-data in the field "file"');
  let file: Omit<CsvUpload, 'fields'> | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Every file part must be read to the end for the next part to arrive.
        const content = await part.toBuffer();
        if (part.fieldname === 'file' && !file)
          file = { filename: part.filename ?? '', mimetype: part.mimetype ?? '', content };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) throw invalidInput('No file uploaded: send the CSV file in the field "file"');
  if (!isCsvFile({ name: file.filename, type: file.mimetype }))
    throw invalidInput('Only CSV files can be uploaded (a .csv file)');
  return { ...file, fields };
}

function uploadError(error: unknown): Error {
  if (error instanceof DomainError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(FILE_TOO_LARGE);
    case 'FST_FILES_LIMIT':
      return tooLarge('Upload one CSV file at a time');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return tooLarge('The upload has too many form fields');
    default:
      if (statusCode !== undefined && statusCode >= 500) return error as Error;
      return invalidInput('The upload could not be read: the multipart body is malformed');
  }
}
