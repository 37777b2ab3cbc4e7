import {
  decryptCustomerServicePath,
  encryptCustomerServicePath,
} from '../../src/services/content/customerServicePath.js';
import { countWords } from '../../src/services/content/feedbackService.js';
import { sanitizeHtml } from '../../src/services/content/sanitizeHtml.js';
import { maskAccount } from '../../src/services/content/winnerBoard.js';
import {
  checkImage,
  safeFileName,
  sniffImageType,
} from '../../src/services/promotions/imageCheck.js';

describe('sanitizeHtml', () => {
  // The sanitize-html library's output: an attribute's `&` is `&amp;`, `"` in text stays,
  // entities become their characters, `<br />`, and tags balanced the way HTML parses them.
  it.each([
    ['<p>Hi <strong>there</strong></p>', '<p>Hi <strong>there</strong></p>'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<SCRIPT src=x></SCRIPT >x', 'x'],
    ['<img src=x onerror="alert(1)">after', 'after'],
    ['<p onclick="evil()" style="color:red">t</p>', '<p>t</p>'],
    ['<style>p{}</style><em>e</em>', '<em>e</em>'],
    [
      '<a href="https://example.com/a?b=1&amp;c=2" onclick="x">l</a>',
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">l</a>',
    ],
    ['<a href="javascript:alert(1)">l</a>', '<a>l</a>'],
    ['<a href="java&#115;cript&#58;alert(1)">l</a>', '<a>l</a>'],
    ['<a href="http://example.com">l</a>', '<a>l</a>'],
    [
      '<a href=" https://x.example/">l</a>',
      '<a href="https://x.example/" rel="noopener noreferrer" target="_blank">l</a>',
    ],
    ['<ul><li>a<li>b</ul>', '<ul><li>a</li><li>b</li></ul>'],
    ['<h1>T</h1><h3>S</h3><div>d</div>', 'T<h3>S</h3>d'],
    ['a < b & c > d "q"', 'a &lt; b &amp; c &gt; d "q"'],
    ['<!-- <script>x</script> -->c', 'c'],
    ['<p>unclosed <strong>bold', '<p>unclosed <strong>bold</strong></p>'],
    ['</p>stray', '<p></p>stray'],
    ['<svg><script>alert(1)</script></svg>s', 's'],
    ['<iframe src="https://x"></iframe>f', 'f'],
    ['<br/><br>', '<br /><br />'],
    ['&nbsp;&amp;&#169;', '\u00a0&amp;\u00a9'],
    ['<svg><p>in</p></svg>s', 's'],
    ['<p title="a>b">x</p>', '<p>x</p>'],
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('is stable when applied twice', () => {
    const inputs = [
      '<p>a & b <a href="https://e.example/?q=<x>">x</a></p><script>1</script>',
      '<<p>>&&lt;<img onerror=1>',
      '<ul><li>x</ul></li><em>',
    ];
    for (const input of inputs) {
      const once = sanitizeHtml(input);
      expect(sanitizeHtml(once)).toBe(once);
      expect(once).not.toMatch(/<script|onerror|<img/i);
    }
  });
});

describe('customer-service path', () => {
  it('round-trips with a random key', () => {
    const url = 'https://api.example/chat/PADMA';
    const path = encryptCustomerServicePath(url);
    expect(path).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decryptCustomerServicePath(path)).toBe(url);
  });

  it('matches the documented worked example', () => {
    const path = encryptCustomerServicePath('http://localhost:4000/chat/PADMA', {
      key8: 'Kf3a9XzQ',
      iv: Buffer.from('000102030405060708090a0b', 'hex'),
    });
    expect(path.slice(-8)).toBe('Kf3a9XzQ');
    expect(path).toBe(README_EXAMPLE);
    expect(decryptCustomerServicePath(path)).toBe('http://localhost:4000/chat/PADMA');
  });

  it('refuses a tampered path', () => {
    const path = encryptCustomerServicePath('https://x.example/');
    const tampered = (path[0] === 'A' ? 'B' : 'A') + path.slice(1);
    expect(() => decryptCustomerServicePath(tampered)).toThrow();
    expect(() => decryptCustomerServicePath('short')).toThrow();
  });
});

// The example printed in api/README.md.
const README_EXAMPLE =
  'AAECAwQFBgcICQoLPv2etHAG33E-YhOOh7G5QFJk6btzbIaDhY3k9F-ChR9BpClTdMtci8aYqz68rJy_Kf3a9XzQ';

describe('helpers', () => {
  it('counts words by white space', () => {
    expect(countWords('  one two\tthree\nfour  ')).toBe(4);
    expect(countWords('আমি টাকা তুলতে পারছি না')).toBe(5);
    expect(countWords('')).toBe(0);
  });

  it('masks accounts', () => {
    expect(maskAccount('rahim')).toBe('ra***im');
    expect(maskAccount('demo_member')).toBe('de***er');
    expect(maskAccount('abcd')).toBe('a***d');
    expect(maskAccount('ab')).toBe('a***');
  });

  it('sniffs png and jpeg by magic bytes', () => {
    expect(sniffImageType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(sniffImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.from('hello world'))).toBeNull();
  });

  it('makes safe file names', () => {
    expect(safeFileName('../../etc/passwd', 'image/png')).toBe('etc_passwd.png');
    expect(safeFileName('a"b\r\n.jpg', 'image/jpeg')).toBe('a_b.jpg');
    expect(safeFileName('photo.gif', 'image/png')).toBe('photo.png');
    expect(safeFileName('', 'image/jpeg')).toBe('image.jpg');
  });

  it('refuses a declared png that is text', () => {
    expect(() =>
      checkImage(
        {
          name: 'x.png',
          contentType: 'image/png',
          dataBase64: Buffer.from('not an image').toString('base64'),
        },
        0,
      ),
    ).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        value: expect.objectContaining({ rule: 'type' }),
      }),
    );
  });
});
