import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectPrivateFileType, privateFileName, type PrivateFileType } from './private-files';

const ALL: PrivateFileType[] = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
];

/** A zip of stored (uncompressed) entries, enough for file-type to read its names and contents. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CFB_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const cfb = (streamName: string) =>
  Buffer.concat([CFB_MAGIC, Buffer.alloc(1024), Buffer.from(streamName, 'utf16le'), Buffer.alloc(512)]);

describe('detectPrivateFileType', () => {
  it('tells DOCX from any other zip by its content types', async () => {
    const docx = zip({
      '[Content_Types].xml':
        '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/document.xml': '<w:document/>',
    });
    expect(await detectPrivateFileType(docx, ALL)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await detectPrivateFileType(zip({ 'payload.sh': '#!/bin/sh' }), ALL)).toBeUndefined();
  });

  it('takes a compound file as DOC only with its WordDocument stream', async () => {
    expect(await detectPrivateFileType(cfb('WordDocument'), ALL)).toBe('application/msword');
    expect(await detectPrivateFileType(cfb('Workbook'), ALL)).toBeUndefined();
  });

  it('refuses a script whatever its name, and a type not asked for', async () => {
    expect(await detectPrivateFileType(Buffer.from('#!/bin/sh\necho hi\n'), ALL)).toBeUndefined();
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
    expect(await detectPrivateFileType(pdf, ALL)).toBe('application/pdf');
    expect(await detectPrivateFileType(pdf, ['image/png'])).toBeUndefined();
  });
});

describe('privateFileName', () => {
  it('keeps the last path part without control characters, or names the file by its type', () => {
    expect(privateFileName('C:\\Users\\x\\سيرة\u202e.pdf', 'application/pdf')).toBe('سيرة.pdf');
    expect(privateFileName('  ', 'image/png')).toBe('file.png');
  });
});
