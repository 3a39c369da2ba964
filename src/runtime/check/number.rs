//! Exact decimal arithmetic for `minimum`, `maximum`, `multipleOf` and numeric equality.
//!
//! A schema's numbers arrive as JSON text and an instance's as a [`serde_json::Number`]
//! (`u64`, `i64` or the `f64` whose shortest round-trip text is what was read). Both become a
//! [`Decimal`], `digits × 10^exp` with the digits kept as written, so `0.07` is exactly seven
//! hundredths and `1e308` is one digit and an exponent: nothing is ever scaled up to a
//! 300-digit integer, and every operation is linear in the digits (plus a logarithm of the
//! exponent at most).

use std::cmp::Ordering;
use std::fmt;

use serde_json::Number;

/// Exponents beyond this are clamped when text is read. No `f64`, `u64` or `i64` comes near,
/// and it keeps every later sum of exponents and lengths far from overflow.
const EXP_LIMIT: i64 = 1 << 48;

/// The exponent part that ends a JSON number's text (`e-12`, `E+3`), clamped to [`EXP_LIMIT`];
/// `0` for no text at all, `None` for anything else.
fn exponent(text: &[u8]) -> Option<i64> {
    let Some((&(b'e' | b'E'), rest)) = text.split_first() else {
        return text.is_empty().then_some(0);
    };
    let (negative, digits) = match rest.split_first() {
        Some((b'-', digits)) => (true, digits),
        Some((b'+', digits)) => (false, digits),
        _ => (false, rest),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let magnitude = digits
        .iter()
        .fold(0, |e: i64, d| (e * 10 + i64::from(d - b'0')).min(EXP_LIMIT));
    Some(if negative { -magnitude } else { magnitude })
}

/// A decimal number: `(-1)^negative × digits × 10^exp`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Decimal {
    negative: bool,
    /// Digit values 0..=9, most significant first, with no leading or trailing zeros; empty for
    /// zero.
    digits: Vec<u8>,
    exp: i64,
}

impl Decimal {
    /// Reads JSON number text (`-1.5e+308`); `None` when it is not one.
    pub(crate) fn parse(text: &str) -> Option<Decimal> {
        let bytes = text.as_bytes();
        let mut i = 0;
        let negative = bytes.first() == Some(&b'-');
        if negative {
            i += 1;
        }
        let mut digits = Vec::with_capacity(bytes.len());
        let mut frac_len: i64 = 0;
        let mut seen_digit = false;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            digits.push(bytes[i] - b'0');
            seen_digit = true;
            i += 1;
        }
        if i < bytes.len() && bytes[i] == b'.' {
            i += 1;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                digits.push(bytes[i] - b'0');
                frac_len += 1;
                seen_digit = true;
                i += 1;
            }
        }
        if !seen_digit {
            return None;
        }
        let exp = exponent(&bytes[i..])?;
        Some(Decimal::normalized(negative, digits, exp - frac_len))
    }

    /// The exact value of a number held by serde_json.
    pub(crate) fn from_number(n: &Number) -> Decimal {
        if let Some(u) = n.as_u64() {
            return Decimal::from_u128(false, u128::from(u));
        }
        if let Some(i) = n.as_i64() {
            return Decimal::from_u128(i < 0, u128::from(i.unsigned_abs()));
        }
        // An f64's Display is its shortest round-trip text, which is also its exact value as
        // far as JSON is concerned (float_roundtrip reads that text back to the same f64).
        Decimal::parse(&n.to_string()).unwrap_or_else(|| Decimal::normalized(false, Vec::new(), 0))
    }

    fn from_u128(negative: bool, mut v: u128) -> Decimal {
        let mut digits = Vec::with_capacity(20);
        while v > 0 {
            digits.push((v % 10) as u8);
            v /= 10;
        }
        digits.reverse();
        Decimal::normalized(negative, digits, 0)
    }

    fn normalized(negative: bool, mut digits: Vec<u8>, mut exp: i64) -> Decimal {
        let lead = digits.iter().take_while(|&&d| d == 0).count();
        digits.drain(..lead);
        while digits.last() == Some(&0) {
            digits.pop();
            exp += 1;
        }
        if digits.is_empty() {
            return Decimal {
                negative: false,
                digits,
                exp: 0,
            };
        }
        Decimal {
            negative,
            digits,
            exp: exp.clamp(-EXP_LIMIT, EXP_LIMIT),
        }
    }

    fn is_zero(&self) -> bool {
        self.digits.is_empty()
    }

    fn signum(&self) -> i8 {
        match (self.is_zero(), self.negative) {
            (true, _) => 0,
            (false, true) => -1,
            (false, false) => 1,
        }
    }

    /// Numeric order, exact.
    pub(crate) fn compare(&self, other: &Decimal) -> Ordering {
        let by_sign = self.signum().cmp(&other.signum());
        if by_sign != Ordering::Equal || self.is_zero() {
            return by_sign;
        }
        let magnitude = self.compare_magnitude(other);
        if self.negative {
            magnitude.reverse()
        } else {
            magnitude
        }
    }

    fn compare_magnitude(&self, other: &Decimal) -> Ordering {
        // The position of the leading digit decides first; with no leading or trailing zeros,
        // equal positions compare digit by digit, a proper prefix being the smaller.
        let lead = |d: &Decimal| d.digits.len() as i64 + d.exp;
        lead(self)
            .cmp(&lead(other))
            .then_with(|| self.digits.cmp(&other.digits))
    }

    /// Whether `self` is an integer multiple of `divisor`; `None` when `divisor` is zero.
    ///
    /// With `self = a × 10^ea` and `divisor = b × 10^eb` (a, b integers), and
    /// `b = 2^p × 5^q × m` where `m` is prime to 10, the quotient `a/b × 10^(ea-eb)` is an
    /// integer exactly when `m` divides `a`, and `a`'s factors 2 and 5 together with the
    /// `ea - eb` tens cover `p` and `q`. No power of ten is ever built.
    pub(crate) fn is_multiple_of(&self, divisor: &Decimal) -> Option<bool> {
        if divisor.is_zero() {
            return None;
        }
        if self.is_zero() {
            return Some(true);
        }
        let k = self.exp - divisor.exp;
        let mut m = divisor.digits.clone();
        let p = strip_factor(&mut m, 2);
        let q = strip_factor(&mut m, 5);
        Some(
            has_factor_power(&self.digits, 2, p - k)
                && has_factor_power(&self.digits, 5, q - k)
                && divides(&m, &self.digits),
        )
    }
}

/// Divides the big-endian digit string `digits` by `small` in place, returning the remainder.
fn divide_small(digits: &mut Vec<u8>, small: u8) -> u8 {
    let mut rem: u16 = 0;
    for d in digits.iter_mut() {
        let cur = rem * 10 + u16::from(*d);
        *d = (cur / u16::from(small)) as u8;
        rem = cur % u16::from(small);
    }
    let lead = digits.iter().take_while(|&&d| d == 0).count();
    digits.drain(..lead);
    rem as u8
}

fn remainder_small(digits: &[u8], small: u8) -> u8 {
    digits
        .iter()
        .fold(0u16, |rem, &d| (rem * 10 + u16::from(d)) % u16::from(small)) as u8
}

/// Removes every factor `prime` from the positive integer `digits`, returning how many.
fn strip_factor(digits: &mut Vec<u8>, prime: u8) -> i64 {
    let mut count = 0;
    while !digits.is_empty() && remainder_small(digits, prime) == 0 {
        divide_small(digits, prime);
        count += 1;
    }
    count
}

/// Whether `prime^need` divides the positive integer `digits`.
fn has_factor_power(digits: &[u8], prime: u8, need: i64) -> bool {
    if need <= 0 {
        return true;
    }
    // A number of n digits is below 10^n < 2^(4n): no more factors than that can be there, which
    // also answers a huge `need` (from an exponent like 1e-300) at once.
    if need > 4 * digits.len() as i64 {
        return false;
    }
    let mut rest = digits.to_vec();
    for _ in 0..need {
        if remainder_small(&rest, prime) != 0 {
            return false;
        }
        divide_small(&mut rest, prime);
    }
    true
}

/// Whether the positive integer `m` divides the positive integer `a` (both digit strings).
fn divides(m: &[u8], a: &[u8]) -> bool {
    if m == [1] {
        return true;
    }
    if m.len() <= 36 {
        // r < m < 10^36, so r × 10 + 9 stays below 2^128.
        let m = m.iter().fold(0u128, |acc, &d| acc * 10 + u128::from(d));
        let r = a.iter().fold(0u128, |r, &d| (r * 10 + u128::from(d)) % m);
        return r == 0;
    }
    if a.len() < m.len() {
        return false;
    }
    // Long division by a long divisor: a schema number of more than 36 significant digits
    // against an instance of as many, which no serde_json number has; kept exact anyway.
    let mut r: Vec<u8> = Vec::with_capacity(m.len() + 1);
    for &d in a {
        r.push(d);
        let lead = r.iter().take_while(|&&x| x == 0).count();
        r.drain(..lead);
        while compare_digits(&r, m) != Ordering::Less {
            subtract(&mut r, m);
        }
    }
    r.is_empty()
}

fn compare_digits(a: &[u8], b: &[u8]) -> Ordering {
    a.len().cmp(&b.len()).then_with(|| a.cmp(b))
}

/// `a -= b` for digit strings with `a >= b`, leaving no leading zeros.
fn subtract(a: &mut Vec<u8>, b: &[u8]) {
    let mut borrow = 0i8;
    let offset = a.len() - b.len();
    for i in (0..a.len()).rev() {
        let sub = if i >= offset { b[i - offset] as i8 } else { 0 };
        let mut d = a[i] as i8 - sub - borrow;
        borrow = 0;
        if d < 0 {
            d += 10;
            borrow = 1;
        }
        a[i] = d as u8;
    }
    let lead = a.iter().take_while(|&&x| x == 0).count();
    a.drain(..lead);
}

/// The order of an instance number and a schema number given as text, exact. `None` when the
/// text is not a number (a generator bug, reported by the caller).
pub(crate) fn compare(n: &Number, text: &str) -> Option<Ordering> {
    // Fast paths that are exact: two integers, or two different doubles (rounding the text to
    // the nearest double is monotonic, so a strict order between the doubles is the order of
    // the exact values; only a tie needs the decimals).
    if let Some(t) = small_int(text)
        .map(i128::from)
        .or_else(|| text.parse::<i128>().ok())
    {
        if let Some(u) = n.as_u64() {
            return Some(i128::from(u).cmp(&t));
        }
        if let Some(i) = n.as_i64() {
            return Some(i128::from(i).cmp(&t));
        }
        // An integer of at most 2^53 is a double exactly, so comparing doubles is exact, ties
        // included (the usual `"minimum": 0` against a fractional instance). It is converted
        // through `i64`: `i128` to `f64` is a library call, once per bound per number.
        if let (Some(x), true) = (n.as_f64(), t.unsigned_abs() <= 1 << 53) {
            return x.partial_cmp(&(t as i64 as f64));
        }
    }
    let t = text.parse::<f64>().ok()?;
    let x = n.as_f64()?;
    match x.partial_cmp(&t) {
        Some(Ordering::Equal) | None => {
            Some(Decimal::from_number(n).compare(&Decimal::parse(text)?))
        }
        order => order,
    }
}

/// A schema number written as a plain integer of at most 18 digits (`0`, `600000`, `-5`),
/// read without the general parser: a bound is read once per instance number.
#[inline]
fn small_int(text: &str) -> Option<i64> {
    let (negative, digits) = match text.as_bytes() {
        [b'-', rest @ ..] => (true, rest),
        all => (false, all),
    };
    if digits.is_empty() || digits.len() > 18 {
        return None;
    }
    let mut value = 0i64;
    for &digit in digits {
        if !digit.is_ascii_digit() {
            return None;
        }
        value = value * 10 + i64::from(digit - b'0');
    }
    Some(if negative { -value } else { value })
}

/// Whether an instance number equals a schema number given as text, exactly.
pub(crate) fn equals(n: &Number, text: &str) -> bool {
    compare(n, text) == Some(Ordering::Equal)
}

/// Whether an instance number is a multiple of a schema number given as text. `None` when the
/// text is not a positive number.
pub(crate) fn is_multiple(n: &Number, text: &str) -> Option<bool> {
    // The usual case, without allocating: both significands fit a u64.
    if let (Some(x), Some(d)) = (Small::of_number(n), Small::parse(text.as_bytes())) {
        if d.significand == 0 || d.negative {
            return None;
        }
        return Some(x.is_multiple_of(d));
    }
    let divisor = Decimal::parse(text)?;
    if divisor.negative {
        return None;
    }
    Decimal::from_number(n).is_multiple_of(&divisor)
}

/// A decimal whose significand fits a `u64`: `(-1)^negative × significand × 10^exp`, with no
/// trailing zeros in the significand. Every `u64`/`i64` and every `f64`'s shortest text (17
/// digits at most) is one, and so are most schema numbers.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Small {
    negative: bool,
    significand: u64,
    exp: i64,
}

impl Small {
    fn of_number(n: &Number) -> Option<Small> {
        let (negative, magnitude) = if let Some(u) = n.as_u64() {
            (false, u)
        } else if let Some(i) = n.as_i64() {
            (i < 0, i.unsigned_abs())
        } else {
            // An f64: its shortest round-trip text, written on the stack.
            let mut buf = StackText::default();
            fmt::write(&mut buf, format_args!("{n}")).ok()?;
            return Small::parse(buf.as_bytes());
        };
        Some(Small::normalized(negative, magnitude, 0))
    }

    fn normalized(negative: bool, mut significand: u64, mut exp: i64) -> Small {
        if significand == 0 {
            return Small {
                negative: false,
                significand,
                exp: 0,
            };
        }
        while significand % 10 == 0 {
            significand /= 10;
            exp += 1;
        }
        Small {
            negative,
            significand,
            exp,
        }
    }

    /// Reads JSON number text; `None` when it is not one or its significand needs more than a
    /// `u64` (then [`Decimal`] takes over).
    fn parse(bytes: &[u8]) -> Option<Small> {
        let mut i = 0;
        let negative = bytes.first() == Some(&b'-');
        if negative {
            i += 1;
        }
        let mut significand: u64 = 0;
        let mut exp: i64 = 0;
        let mut seen_digit = false;
        let mut in_fraction = false;
        // Trailing zeros are held back and added only before a later non-zero digit, so a
        // long run of them (`1.000000000000000000000`) does not overflow the significand.
        let mut zeros: i64 = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'0'..=b'9' => {
                    seen_digit = true;
                    let d = u64::from(bytes[i] - b'0');
                    if d == 0 {
                        zeros += 1;
                    } else {
                        for _ in 0..zeros {
                            significand = significand.checked_mul(10)?;
                        }
                        zeros = 0;
                        significand = significand.checked_mul(10)?.checked_add(d)?;
                    }
                    if in_fraction {
                        exp -= 1;
                    }
                }
                b'.' if !in_fraction => in_fraction = true,
                _ => break,
            }
            i += 1;
        }
        if !seen_digit {
            return None;
        }
        // The held-back zeros scale the value; with the fraction digits already counted in
        // `exp`, they simply move the exponent up.
        exp += zeros;
        exp += exponent(&bytes[i..])?;
        Some(Small::normalized(negative, significand, exp))
    }

    /// `self = a × 10^ea` is a multiple of `d = b × 10^eb` (b > 0) when `b` divides
    /// `a × 10^(ea-eb)`: for a non-negative power, `a × 10^k mod b` by modular exponentiation
    /// (so `1e308` costs a few dozen steps); for a negative one, `b × 10^-k` must divide `a`,
    /// impossible once it exceeds any u64.
    fn is_multiple_of(self, d: Small) -> bool {
        if self.significand == 0 {
            return true;
        }
        let (a, b) = (u128::from(self.significand), u128::from(d.significand));
        let k = self.exp - d.exp;
        if k >= 0 {
            let mut result = a % b;
            let mut base = 10 % b;
            let mut k = k;
            while k > 0 && result != 0 {
                if k & 1 == 1 {
                    result = result * base % b;
                }
                base = base * base % b;
                k >>= 1;
            }
            result == 0
        } else {
            // b < 2^64 and 10^19 < 2^64, so the product stays below 2^128.
            if -k > 19 {
                return false;
            }
            let scaled = b * 10u128.pow((-k) as u32);
            a % scaled == 0
        }
    }
}

/// A short text written on the stack (a number's Display).
#[derive(Default)]
struct StackText {
    bytes: [u8; 32],
    len: usize,
}

impl StackText {
    fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }
}

impl fmt::Write for StackText {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        if end > self.bytes.len() {
            return Err(fmt::Error);
        }
        self.bytes[self.len..end].copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// Whether an instance number is a JSON Schema integer (no fractional part).
pub(crate) fn is_integer(n: &Number) -> bool {
    n.is_u64()
        || n.is_i64()
        || n.as_f64()
            .is_some_and(|f| f.is_finite() && f.fract() == 0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn num(text: &str) -> Number {
        serde_json::from_str(text).unwrap()
    }

    fn multiple(x: &str, d: &str) -> bool {
        is_multiple(&num(x), d).unwrap()
    }

    #[test]
    fn multiples_exact_on_decimals() {
        assert!(multiple("0.0075", "0.0001"));
        assert!(!multiple("0.00751", "0.0001"));
        assert!(multiple("4.5", "1.5"));
        assert!(multiple("-4.5", "1.5"));
        assert!(!multiple("35", "1.5"));
        assert!(multiple("0.07", "0.01"));
        assert!(multiple("19.99", "0.01"));
        assert!(!multiple("19.995", "0.01"));
        assert!(multiple("12391239123", "1e-08"));
        assert!(multiple("1e308", "0.5"));
        assert!(!multiple("1e308", "0.123456789"));
        assert!(multiple("1e308", "1e307"));
        assert!(!multiple("1e307", "1e308"));
        assert!(multiple("0", "7"));
        assert!(multiple("-21", "7"));
        assert!(!multiple("22", "7"));
        assert!(multiple("6e-300", "3e-300"));
        assert!(!multiple("1e-300", "3e-300"));
        assert!(multiple("1.2e-5", "4e-6"));
        assert!(multiple("3", "0.75"));
        assert!(!multiple("2", "0.75"));
        // A divisor with more than 36 significant digits takes the long-division path.
        assert!(!multiple("3", "1234567890123456789012345678901234567.5"));
        assert!(!multiple(
            "1e300",
            "1.000000000000000000000000000000000000003e-10"
        ));
        assert!(multiple("1e300", "1e-10"));
        assert_eq!(is_multiple(&num("3"), "0"), None);
        assert_eq!(is_multiple(&num("3"), "-1"), None);
    }

    #[test]
    fn small_path_agrees_with_decimals() {
        let texts = [
            "0",
            "1",
            "7",
            "10",
            "100",
            "0.5",
            "1.5",
            "4.5",
            "0.01",
            "0.07",
            "19.99",
            "0.0001",
            "0.0075",
            "12391239123",
            "1e-8",
            "1e308",
            "1e-300",
            "3e-300",
            "6e-300",
            "2.5e10",
            "18446744073709551615",
            "1.000000000000000000000",
            "0.123456789",
            "35",
            "-4.5",
        ];
        for x in texts {
            for d in texts {
                let (xs, ds) = (
                    Small::parse(x.as_bytes()).unwrap(),
                    Small::parse(d.as_bytes()).unwrap(),
                );
                let (xd, dd) = (Decimal::parse(x).unwrap(), Decimal::parse(d).unwrap());
                if ds.significand == 0 {
                    continue;
                }
                assert_eq!(
                    Some(xs.is_multiple_of(ds)),
                    xd.is_multiple_of(&dd),
                    "{x} / {d}"
                );
            }
        }
        assert_eq!(Small::parse(b"1.000000000000000000000"), Small::parse(b"1"));
        assert_eq!(Small::parse(b"123456789012345678901"), None);
        assert_eq!(Small::parse(b"1.5e"), None);
        assert_eq!(Small::parse(b"1.5x"), None);
        assert_eq!(
            Small::of_number(&num("0.0075")),
            Some(Small {
                negative: false,
                significand: 75,
                exp: -4
            })
        );
    }

    #[test]
    fn huge_exponents_stay_cheap() {
        // 1e308 / 0.5 and a divisor with an exponent of 10^15: no 10^N is ever materialised.
        assert!(multiple("1e308", "5e-1"));
        let d = Decimal::parse("1e-1000000000000000").unwrap();
        assert_eq!(
            Decimal::parse("1e308").unwrap().is_multiple_of(&d),
            Some(true)
        );
        assert_eq!(d.is_multiple_of(&Decimal::parse("3").unwrap()), Some(false));
    }

    #[test]
    fn comparisons_exact() {
        use Ordering::*;
        assert_eq!(compare(&num("1.0"), "1"), Some(Equal));
        assert_eq!(compare(&num("100"), "1e2"), Some(Equal));
        assert_eq!(compare(&num("0.1"), "0.1"), Some(Equal));
        // The double nearest 0.1 is 0.1 as JSON sees it; a longer text differs from it.
        assert_eq!(compare(&num("0.1"), "0.10000000000000000001"), Some(Less));
        assert_eq!(compare(&num("-5"), "-5.0"), Some(Equal));
        assert_eq!(compare(&num("-5.5"), "-5"), Some(Less));
        assert_eq!(
            compare(&num("18446744073709551615"), "18446744073709551616"),
            Some(Less)
        );
        assert_eq!(
            compare(&num("9007199254740993"), "9007199254740992"),
            Some(Greater)
        );
        assert_eq!(compare(&num("1e308"), "1e+308"), Some(Equal));
        assert_eq!(compare(&num("1e308"), "1e999"), Some(Less));
        assert_eq!(compare(&num("0"), "-0.0"), Some(Equal));
        assert_eq!(compare(&num("1e-320"), "1e-999"), Some(Greater));
        assert_eq!(compare(&num("1"), "abc"), None);
        assert!(equals(&num("1.5e1"), "15"));
    }

    #[test]
    fn integers() {
        assert!(is_integer(&num("1.0")));
        assert!(is_integer(&num("1e2")));
        assert!(is_integer(&num("-7")));
        assert!(!is_integer(&num("1.5")));
    }
}
