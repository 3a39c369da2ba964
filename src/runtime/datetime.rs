//! RFC 3339 `date-time` values, as JSON Schema 2020-12's `format: "date-time"` defines them, that
//! keep the exact text they were read from so a model writes back what it read.

use std::fmt;
use std::str::FromStr;

/// An RFC 3339 `date-time` such as `1985-04-12T23:20:50.52-05:00`, holding the exact text it was
/// read from.
///
/// It holds the text alone, in place when up to 38 bytes long (40 bytes in all): the year,
/// month, time, fraction and offset are read off it when asked for (about 20 ns).
///
/// Equality, ordering and hashing compare the *text*, not the instant: `…T00:00:00Z` and
/// `…T01:00:00+01:00` are the same instant but are not equal, and texts order as strings. To
/// compare instants, compare [`unix_timestamp`](Self::unix_timestamp) and then
/// [`nanosecond`](Self::nanosecond).
///
/// ```
/// use wire_models::DateTime;
///
/// let when: DateTime = "1985-04-12T23:20:50.52-05:00".parse()?;
/// assert_eq!(when.as_str(), "1985-04-12T23:20:50.52-05:00");
/// assert_eq!((when.year(), when.month(), when.day()), (1985, 4, 12));
/// assert_eq!(when.nanosecond(), 520_000_000);
/// assert_eq!(when.offset_minutes(), -300);
/// assert_eq!(when.unix_timestamp(), 482_214_050);
///
/// let same_instant = DateTime::parse("1985-04-13T04:20:50.52Z")?;
/// assert_ne!(when, same_instant);
/// assert_eq!(when.unix_timestamp(), same_instant.unix_timestamp());
///
/// assert!(DateTime::parse("1985-04-12 23:20:50Z").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Which strings are accepted
///
/// Those RFC 3339 allows, checked as the `boon` crate (0.6.1) checks `format: "date-time"`, with
/// one exception where boon is looser than RFC 3339:
///
/// - **Numeric fields are digits only.** boon reads each fixed-width field with
///   `usize::from_str`, which takes a leading `+`, so it accepts `2024-+1-01T00:00:00Z`. RFC 3339's
///   grammar (`DIGIT` only) and python-jsonschema's `rfc3339-validator` refuse it, and so does
///   this type.
///
/// Where RFC 3339's prose and the validators leave room, this type follows boon:
///
/// - **A leap second is accepted when the instant is 23:59:60 UTC, on any date.** Second `60`
///   is valid only if the time, moved to UTC by its offset, is `23:59`
///   (`1998-12-31T15:59:60-08:00` is valid, `1998-12-31T23:59:60+01:00` is not). RFC 3339 also
///   limits leap seconds to the dates in the leap second table, which boon does not check;
///   `rfc3339-validator` rejects every second `60`.
/// - **Year `0000` is accepted.** RFC 3339 allows it; `rfc3339-validator` rejects it.
/// - **A trailing newline is rejected.** `rfc3339-validator`'s regular expression ends in `$`,
///   which in Python also matches before a final newline, so it accepts `…Z` followed by `\n`;
///   boon and RFC 3339 do not.
///
/// Everywhere else the three agree: `T`/`t` and `Z`/`z` in either case (python-jsonschema
/// upper-cases before calling `rfc3339-validator`), no space separator, seconds required,
/// fractions of any length, hours `00`–`23`, minutes `00`–`59`, offsets `-23:59` to `+23:59`
/// including `-00:00`, only days that exist in the calendar, and ASCII only.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DateTime {
    // The text alone: the fields are read off it when asked for (about 20 ns), so that a
    // date-time is five words, not seven, in every struct and array that holds one.
    text: Text,
}

/// The fields of a date-time's text, as written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Fields {
    year: u16,
    month: u8,
    day: u8,
    hour: u8,
    minute: u8,
    second: u8,
    nanosecond: u32,
    offset_minutes: i16,
}

/// The text of a [`DateTime`], held in place when it is short enough, which every date-time
/// with a fraction of up to 12 digits is: reading a document's date-times then allocates
/// nothing. Compared, hashed and shown as the text.
#[derive(Clone)]
enum Text {
    Short { len: u8, bytes: [u8; SHORT] },
    Long(Box<str>),
}

/// The longest text [`Text`] holds in place: `yyyy-mm-ddThh:mm:ss.` (20), 12 fraction digits
/// and `+hh:mm` (6) make 38, which with the length and the variant makes `Text` as large as
/// five words, as is a `DateTime`.
const SHORT: usize = 38;

impl Text {
    fn copy(text: &str) -> Text {
        match u8::try_from(text.len()) {
            Ok(len) if text.len() <= SHORT => {
                let (mut bytes, from, n) = ([0; SHORT], text.as_bytes(), text.len());
                if n >= 16 {
                    // Every date-time has 20 bytes or more: copied in blocks of 16 (the last
                    // overlapping), where a copy of `n` bytes is a call to `memcpy`.
                    bytes[..16].copy_from_slice(&from[..16]);
                    if n > 32 {
                        bytes[16..32].copy_from_slice(&from[16..32]);
                    }
                    bytes[n - 16..n].copy_from_slice(&from[n - 16..]);
                } else {
                    bytes[..n].copy_from_slice(from);
                }
                Text::Short { len, bytes }
            }
            _ => Text::Long(text.into()),
        }
    }

    fn keep(text: String) -> Text {
        if text.len() <= SHORT {
            Text::copy(&text)
        } else {
            Text::Long(text.into_boxed_str())
        }
    }

    fn as_str(&self) -> &str {
        match self {
            // Only a whole valid date-time is held, and every one is ASCII, so the slice is
            // always UTF-8.
            Text::Short { len, bytes } => {
                std::str::from_utf8(&bytes[..usize::from(*len)]).unwrap_or_default()
            }
            Text::Long(text) => text,
        }
    }

    /// The text's bytes, without [`Text::as_str`]'s check that they are UTF-8.
    fn as_bytes(&self) -> &[u8] {
        match self {
            Text::Short { len, bytes } => &bytes[..usize::from(*len)],
            Text::Long(text) => text.as_bytes(),
        }
    }
}

impl PartialEq for Text {
    fn eq(&self, other: &Text) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Text {}

impl PartialOrd for Text {
    fn partial_cmp(&self, other: &Text) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Text {
    fn cmp(&self, other: &Text) -> std::cmp::Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl std::hash::Hash for Text {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

/// Why a string is not an RFC 3339 `date-time`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DateTimeError {
    reason: &'static str,
}

impl fmt::Display for DateTimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not an RFC 3339 date-time: {}", self.reason)
    }
}

impl std::error::Error for DateTimeError {}

const fn invalid(reason: &'static str) -> DateTimeError {
    DateTimeError { reason }
}

const MINUTES_PER_DAY: i32 = 24 * 60;
const LAST_MINUTE_OF_DAY: i32 = MINUTES_PER_DAY - 1;
const SECONDS_PER_DAY: i64 = 24 * 60 * 60;

impl DateTime {
    /// Reads an RFC 3339 `date-time`, keeping a copy of `text` exactly as given.
    ///
    /// # Errors
    ///
    /// Returns a [`DateTimeError`] when `text` is not a valid `date-time`, for example
    /// `2023-02-29T00:00:00Z` (2023 is not a leap year) or `2024-01-01T00:00Z` (no seconds).
    pub fn parse(text: &str) -> Result<Self, DateTimeError> {
        // Validate before copying so a rejected string costs no allocation.
        parse_fields(text.as_bytes())?;
        Ok(DateTime {
            text: Text::copy(text),
        })
    }

    /// The same instant as a `jiff` timestamp (cargo feature `jiff`); the offset and the text
    /// as written stay here. A leap second (`23:59:60`) is the next second's start, as
    /// [`DateTime::unix_timestamp`] says.
    ///
    /// # Errors
    ///
    /// A `jiff::Error` for an instant outside jiff's range (years -9999 to 9999, which every
    /// RFC 3339 year but a few hours at the ends of the range is within).
    ///
    /// ```
    /// # #[cfg(feature = "jiff")] {
    /// let at = wire_models::DateTime::parse("2026-12-01T09:30:00.25+01:00").unwrap();
    /// assert_eq!(at.to_jiff().unwrap().to_string(), "2026-12-01T08:30:00.25Z");
    /// # }
    /// ```
    #[cfg(feature = "jiff")]
    pub fn to_jiff(&self) -> Result<::jiff::Timestamp, ::jiff::Error> {
        let nanosecond = i32::try_from(self.nanosecond()).unwrap_or(0);
        ::jiff::Timestamp::new(self.unix_timestamp(), nanosecond)
    }

    /// The text this value was read from, byte for byte.
    #[must_use]
    pub fn as_str(&self) -> &str {
        self.text.as_str()
    }

    /// The fields of the text, which was read as a date-time: never the default.
    fn fields(&self) -> Fields {
        parse_fields(self.text.as_bytes()).unwrap_or_default()
    }

    /// The year as written, `0` to `9999` (the offset is not applied).
    #[must_use]
    pub fn year(&self) -> i32 {
        i32::from(self.fields().year)
    }

    /// The month as written, `1` to `12`.
    #[must_use]
    pub fn month(&self) -> u8 {
        self.fields().month
    }

    /// The day of the month as written, `1` to `31`.
    #[must_use]
    pub fn day(&self) -> u8 {
        self.fields().day
    }

    /// The hour as written, `0` to `23`.
    #[must_use]
    pub fn hour(&self) -> u8 {
        self.fields().hour
    }

    /// The minute as written, `0` to `59`.
    #[must_use]
    pub fn minute(&self) -> u8 {
        self.fields().minute
    }

    /// The second as written, `0` to `59`, or `60` for a leap second.
    #[must_use]
    pub fn second(&self) -> u8 {
        self.fields().second
    }

    /// The fraction of the second in nanoseconds; digits past the ninth are dropped, not
    /// rounded.
    #[must_use]
    pub fn nanosecond(&self) -> u32 {
        self.fields().nanosecond
    }

    /// The offset from UTC in minutes: `0` for `Z`, `z`, `+00:00` and `-00:00`; `-330` for
    /// `-05:30`.
    #[must_use]
    pub fn offset_minutes(&self) -> i32 {
        i32::from(self.fields().offset_minutes)
    }

    /// The instant as whole seconds since `1970-01-01T00:00:00Z`, ignoring leap seconds as Unix
    /// time does; add [`nanosecond`](Self::nanosecond) for the fraction.
    ///
    /// A leap second `23:59:60` counts as the start of the following minute, so
    /// `1998-12-31T23:59:60Z` gives the same value as `1999-01-01T00:00:00Z`, and
    /// `…23:59:60.5Z` the same pair as `…00:00:00.5Z`. That keeps the value non-decreasing in the
    /// instant, which clamping to `:59` would not.
    #[must_use]
    pub fn unix_timestamp(&self) -> i64 {
        let f = self.fields();
        let days = days_since_unix_epoch(i64::from(f.year), f.month, f.day);
        let local_seconds =
            i64::from(f.hour) * 3600 + i64::from(f.minute) * 60 + i64::from(f.second);
        days * SECONDS_PER_DAY + local_seconds - i64::from(f.offset_minutes) * 60
    }
}

/// Reads the fields of a `date-time`'s text: the usual form in one pass, in line (so that its
/// fields stay in registers), any other by [`any_fields`], which explains a failure. Bytes,
/// not `&str`: a `DateTime` reads its own text again without checking that it is UTF-8.
#[inline]
pub(crate) fn parse_fields(text: &[u8]) -> Result<Fields, DateTimeError> {
    match usual_fields(text) {
        Some(usual) => Ok(usual),
        None => any_fields(text),
    }
}

/// [`parse_fields`] for any text: each part read, and a failure explained, on its own.
fn any_fields(text: &[u8]) -> Result<Fields, DateTimeError> {
    // boon's checks only ever accept ASCII characters, so rejecting anything else up front
    // changes no verdict, and lets every later step work on bytes.
    if !text.is_ascii() {
        return Err(invalid("contains a non-ASCII character"));
    }
    let too_short = invalid("too short for yyyy-mm-ddThh:mm:ssZ");
    let Some((date, rest)) = text.split_at_checked(10) else {
        return Err(too_short);
    };
    let (year, month, day) = parse_date(date)?;
    let Some((&separator, rest)) = rest.split_first() else {
        return Err(too_short);
    };
    if !matches!(separator, b'T' | b't') {
        return Err(invalid("the date and time must be separated by 'T' or 't'"));
    }
    let Some((time, rest)) = rest.split_at_checked(8) else {
        return Err(too_short);
    };
    let (hour, minute, second) = parse_time(time)?;
    let (nanosecond, offset) = parse_fraction(rest)?;
    let offset_minutes = parse_offset(offset)?;
    if second == 60 {
        // A leap second is inserted after 23:59:59 UTC, so only the local time that is 23:59
        // in UTC may have one. The date is not checked against the leap second table,
        // matching boon. (boon only wraps negative minutes into the day, but a local time
        // plus a negative offset can never reach the next day's 23:59, so the plain
        // remainder here gives the same verdicts.)
        let local_minute = i32::from(hour) * 60 + i32::from(minute);
        let utc_minute = (local_minute - i32::from(offset_minutes)).rem_euclid(MINUTES_PER_DAY);
        if utc_minute != LAST_MINUTE_OF_DAY {
            return Err(invalid("second 60 is only valid at 23:59 UTC"));
        }
    }
    Ok(Fields {
        year,
        month,
        day,
        hour,
        minute,
        second,
        nanosecond,
        offset_minutes,
    })
}

/// The usual date-time (`2024-03-01T09:00:01Z`, maybe a fraction, an offset) read in one
/// straight pass, a document's date-times being mostly that: `None` for anything else, valid
/// (a leap second) or not, which [`any_fields`] then reads and explains. It
/// accepts only what that would, with the same fields: every byte it takes is an ASCII digit
/// or separator, and the fraction and offset are read by the same functions.
#[inline(always)]
fn usual_fields(text: &[u8]) -> Option<Fields> {
    let head: &[u8; 19] = text.get(..19)?.try_into().ok()?;
    if head[4] != b'-'
        || head[7] != b'-'
        || !matches!(head[10], b'T' | b't')
        || head[13] != b':'
        || head[16] != b':'
    {
        return None;
    }
    let digit = |i: usize| Some(head[i].wrapping_sub(b'0')).filter(|d| *d < 10);
    let two = |i: usize| Some(digit(i)? * 10 + digit(i + 1)?);
    let year = u16::from(two(0)?) * 100 + u16::from(two(2)?);
    let (month, day) = (two(5)?, two(8)?);
    let (hour, minute, second) = (two(11)?, two(14)?, two(17)?);
    let valid = (1..=12).contains(&month)
        && day != 0
        && day <= days_in_month(year, month)
        && hour <= 23
        && minute <= 59
        && second <= 59;
    if !valid {
        return None;
    }
    let (nanosecond, offset) = parse_fraction(&text[19..]).ok()?;
    let offset_minutes = parse_offset(offset).ok()?;
    Some(Fields {
        year,
        month,
        day,
        hour,
        minute,
        second,
        nanosecond,
        offset_minutes,
    })
}

/// Reads `yyyy-mm-dd` (exactly 10 bytes) into a calendar date.
fn parse_date(date: &[u8]) -> Result<(u16, u8, u8), DateTimeError> {
    let [y0, y1, y2, y3, b'-', m0, m1, b'-', d0, d1] = *date else {
        return Err(invalid("the date must be yyyy-mm-dd"));
    };
    let (Some(year), Some(month), Some(day)) = (
        number(&[y0, y1, y2, y3]),
        two_digit_number([m0, m1]),
        two_digit_number([d0, d1]),
    ) else {
        return Err(invalid("the year, month and day must be digits"));
    };
    if !(1..=12).contains(&month) {
        return Err(invalid("the month must be 01 to 12"));
    }
    if day == 0 || day > days_in_month(year, month) {
        return Err(invalid("the day does not exist in that month"));
    }
    Ok((year, month, day))
}

/// Reads `hh:mm:ss` (exactly 8 bytes).
fn parse_time(time: &[u8]) -> Result<(u8, u8, u8), DateTimeError> {
    let [h0, h1, b':', m0, m1, b':', s0, s1] = *time else {
        return Err(invalid("the time must be hh:mm:ss"));
    };
    let (Some(hour), Some(minute), Some(second)) = (
        two_digit_number([h0, h1]),
        two_digit_number([m0, m1]),
        two_digit_number([s0, s1]),
    ) else {
        return Err(invalid("the hour, minute and second must be digits"));
    };
    if hour > 23 || minute > 59 || second > 60 {
        return Err(invalid("the time must be 00:00:00 to 23:59:60"));
    }
    Ok((hour, minute, second))
}

/// Reads an optional `.digits` fraction, returning it in nanoseconds and the bytes after it.
fn parse_fraction(rest: &[u8]) -> Result<(u32, &[u8]), DateTimeError> {
    let Some(after_point) = rest.strip_prefix(b".") else {
        return Ok((0, rest));
    };
    let digit_count = after_point
        .iter()
        .take_while(|byte| byte.is_ascii_digit())
        .count();
    if digit_count == 0 {
        return Err(invalid("the '.' of a fraction must be followed by digits"));
    }
    let (digits, after_fraction) = after_point.split_at(digit_count);
    // Padding short fractions with zeros and ignoring digits past the ninth truncates to whole
    // nanoseconds without ever overflowing, however long the fraction is.
    let nanosecond = (0..9).fold(0, |nanos, place| {
        let digit = digits.get(place).map_or(0, |byte| byte - b'0');
        nanos * 10 + u32::from(digit)
    });
    Ok((nanosecond, after_fraction))
}

/// Reads the whole remaining text as `Z`, `z`, `+hh:mm` or `-hh:mm`, in minutes east of UTC.
fn parse_offset(offset: &[u8]) -> Result<i16, DateTimeError> {
    match *offset {
        [b'Z' | b'z'] => Ok(0),
        [sign @ (b'+' | b'-'), h0, h1, b':', m0, m1] => {
            let (Some(hours), Some(minutes)) =
                (two_digit_number([h0, h1]), two_digit_number([m0, m1]))
            else {
                return Err(invalid("the offset's hours and minutes must be digits"));
            };
            if hours > 23 || minutes > 59 {
                return Err(invalid("the offset must be -23:59 to +23:59"));
            }
            let magnitude = i16::from(hours) * 60 + i16::from(minutes);
            Ok(if sign == b'-' { -magnitude } else { magnitude })
        }
        _ => Err(invalid(
            "the time must end in 'Z', 'z', '+hh:mm' or '-hh:mm' and nothing after it",
        )),
    }
}

/// Reads a fixed-width numeric field: ASCII digits only, as RFC 3339's grammar says (boon also
/// takes a leading `+`; see [`DateTime`]).
fn number(field: &[u8]) -> Option<u16> {
    // At most four digits are ever passed, so the value always fits in a `u16`.
    if field.is_empty() || field.len() > 4 || !field.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some(
        field
            .iter()
            .fold(0, |value, byte| value * 10 + u16::from(byte - b'0')),
    )
}

fn two_digit_number(field: [u8; 2]) -> Option<u8> {
    number(&field).and_then(|value| u8::try_from(value).ok())
}

fn is_leap_year(year: u16) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        2 if is_leap_year(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days from 1970-01-01 to the given proleptic Gregorian date (negative before it).
///
/// Howard Hinnant's `days_from_civil`: counting years from March puts the leap day last, so
/// each 400-year era has the same 146 097 days and the day of the year is a linear formula.
fn days_since_unix_epoch(year: i64, month: u8, day: u8) -> i64 {
    let (month, day) = (i64::from(month), i64::from(day));
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let month_from_march = (month + 9) % 12;
    let day_of_year = (153 * month_from_march + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    // 719 468 days separate 0000-03-01, the start of this counting, from 1970-01-01.
    era * 146_097 + day_of_era - 719_468
}

impl FromStr for DateTime {
    type Err = DateTimeError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::parse(text)
    }
}

impl TryFrom<&str> for DateTime {
    type Error = DateTimeError;

    fn try_from(text: &str) -> Result<Self, Self::Error> {
        Self::parse(text)
    }
}

impl DateTime {
    /// A date-time from `text`, or `text` back when it is not one.
    pub(crate) fn from_text(text: String) -> Result<DateTime, String> {
        match parse_fields(text.as_bytes()) {
            Ok(_) => Ok(DateTime {
                text: Text::keep(text),
            }),
            Err(_) => Err(text),
        }
    }
}

impl TryFrom<String> for DateTime {
    type Error = DateTimeError;

    /// Validates `text` and keeps it: in place when short (up to 38 bytes), else in the
    /// `String`'s own buffer.
    fn try_from(text: String) -> Result<Self, Self::Error> {
        parse_fields(text.as_bytes())?;
        Ok(DateTime {
            text: Text::keep(text),
        })
    }
}

impl fmt::Display for DateTime {
    /// Writes the text exactly as it was read.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl AsRef<str> for DateTime {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl serde::Serialize for DateTime {
    /// Serializes the text exactly as it was read.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every case with the verdict boon 0.6.1 gives it; `boon_agrees_with_the_table` checks the
    /// verdicts themselves against boon.
    const CASES: &[(&str, bool)] = &[
        // Ordinary forms.
        ("1985-04-12T23:20:50.52Z", true),
        ("1996-12-19T16:39:57-08:00", true),
        ("1937-01-01T12:00:27.87+00:20", true),
        ("2024-06-01T12:34:56+02:00", true),
        ("2024-06-01t12:34:56z", true),
        ("2024-06-01T12:34:56z", true),
        ("2024-06-01t12:34:56Z", true),
        ("2024-06-01T12:34:56-00:00", true),
        ("2024-06-01T12:34:56+00:00", true),
        ("2024-06-01T12:34:56.5Z", true),
        ("2024-06-01T12:34:56.123456789123Z", true),
        (
            "2024-06-01T12:34:56.000000000000000000000000001+01:00",
            true,
        ),
        ("0000-01-01T00:00:00Z", true),
        ("9999-12-31T23:59:59.999999999Z", true),
        ("2024-06-01T23:59:59+23:59", true),
        ("2024-06-01T00:00:00-23:59", true),
        // Separators, missing parts and extra text.
        ("2024-06-01 12:34:56Z", false),
        ("2024-06-01_12:34:56Z", false),
        ("2024-06-01T12:34Z", false),
        ("2024-06-01T12:34:56", false),
        ("2024-06-01", false),
        ("2024-06-01T12:34:56Z\n", false),
        ("2024-06-01T12:34:56Z ", false),
        (" 2024-06-01T12:34:56Z", false),
        ("2024-06-01T12:34:56ZZ", false),
        ("2024-06-01T12:34:56.Z", false),
        ("2024-06-01T12:34:56,5Z", false),
        ("2024-06-01T12:34:56.5.5Z", false),
        ("", false),
        ("T", false),
        ("20240601T123456Z", false),
        ("2024-6-01T12:34:56Z", false),
        ("24-06-01T12:34:56Z", false),
        ("12024-06-01T12:34:56Z", false),
        ("-2024-06-01T12:34:56Z", false),
        ("2024-06-01T1:34:56Z", false),
        ("2024-06-01T12:34:56.123", false),
        ("2024-06-01T12:34:56+0200", false),
        ("2024-06-01T12:34:56+02", false),
        ("2024-06-01T12:34:56+02:00:00", false),
        ("2024-06-01T12:34:56 +02:00", false),
        ("2024-06-01T12:34:56UTC", false),
        // Ranges.
        ("2024-06-01T24:00:00Z", false),
        ("2024-06-01T23:60:00Z", false),
        ("2024-06-01T12:34:61Z", false),
        ("2024-00-01T12:34:56Z", false),
        ("2024-13-01T12:34:56Z", false),
        ("2024-06-00T12:34:56Z", false),
        ("2024-06-31T12:34:56Z", false),
        ("2024-07-31T12:34:56Z", true),
        ("2024-01-32T12:34:56Z", false),
        ("2024-06-01T12:34:56+24:00", false),
        ("2024-06-01T12:34:56-24:00", false),
        ("2024-06-01T12:34:56+23:60", false),
        // The calendar.
        ("2024-02-29T00:00:00Z", true),
        ("2023-02-29T00:00:00Z", false),
        ("2024-02-30T00:00:00Z", false),
        ("2000-02-29T00:00:00Z", true),
        ("1900-02-29T00:00:00Z", false),
        ("2023-02-28T00:00:00Z", true),
        ("2023-04-31T00:00:00Z", false),
        ("2023-11-30T00:00:00Z", true),
        // Leap seconds: only at 23:59 UTC, on any date.
        ("1998-12-31T23:59:60Z", true),
        ("1998-12-31T23:59:60.123z", true),
        ("1998-12-31T15:59:60.123-08:00", true),
        ("1999-01-01T00:59:60+01:00", true),
        ("1998-12-31T23:59:60-00:00", true),
        ("2021-03-15T23:59:60Z", true),
        ("1998-12-31T23:59:60+01:00", false),
        ("1998-12-31T23:58:60Z", false),
        ("1998-12-31T22:59:60Z", false),
        ("1998-12-31T23:59:60-01:00", false),
        ("1999-01-01T00:00:60Z", false),
        ("1998-12-31T00:00:60+00:01", true),
        ("1998-12-31T23:59:60.5+23:59", false),
        // Not ASCII: full-width digits, a full-width 'Ｔ', Arabic-Indic digits.
        ("２０２４-06-01T12:34:56Z", false),
        ("2024-06-01Ｔ12:34:56Z", false),
        ("2024-06-01T12:34:5٠Z", false),
        ("2024-06-01T12:34:56.５Z", false),
        ("2024-06-01T12:34:56Z\u{0}", false),
        ("é024-06-01T12:34:56Z", false),
        // boon reads fields with `usize::from_str` and accepts a leading '+'; RFC 3339 does not.
        ("+999-01-01T00:00:00Z", false),
        ("2024-+1-01T00:00:00Z", false),
        ("2024-01-+1T00:00:00Z", false),
        ("2024-01-01T+1:+2:+3Z", false),
        ("2024-01-01T00:00:00++1:00", false),
        ("2024-01-01T00:00:00+00:+5", false),
        ("2024-01-01T00:00:00-+1:+0", false),
        ("2024-+0-01T00:00:00Z", false),
        ("2024-01-++T00:00:00Z", false),
        ("2024-01-01T00:00:00+++:00", false),
        ("2024-01-01T00:00:00+-1:00", false),
        ("-999-01-01T00:00:00Z", false),
        ("2024-01-01T00:00:+6.5Z", false),
    ];

    /// Whether `text` has a '+' other than an offset's sign: boon accepts those, RFC 3339 not.
    fn plus_in_numeric_field(text: &str) -> bool {
        let bytes = text.as_bytes();
        // An offset `+hh:mm` ends the text; a text ending in `Z` has no offset sign.
        let offset_sign = bytes.len() >= 6
            && bytes[bytes.len() - 6] == b'+'
            && bytes[bytes.len() - 3] == b':'
            && bytes[bytes.len() - 1].is_ascii_digit();
        let pluses = bytes.iter().filter(|b| **b == b'+').count();
        pluses > usize::from(offset_sign)
    }

    fn boon_accepts(validator: &(boon::Schemas, boon::SchemaIndex), text: &str) -> bool {
        let (schemas, index) = validator;
        let instance = serde_json::Value::String(text.to_owned());
        schemas.validate(&instance, *index).is_ok()
    }

    fn boon_validator() -> (boon::Schemas, boon::SchemaIndex) {
        let location = "urn:wire-models:date-time-test";
        let mut compiler = boon::Compiler::new();
        compiler.enable_format_assertions();
        compiler
            .add_resource(
                location,
                serde_json::json!({
                    "$schema": "https://json-schema.org/draft/2020-12/schema",
                    "type": "string",
                    "format": "date-time",
                }),
            )
            .expect("the schema is a valid resource");
        let mut schemas = boon::Schemas::new();
        let index = compiler
            .compile(location, &mut schemas)
            .expect("the schema compiles");
        (schemas, index)
    }

    /// The quick reader of the usual form takes only what the general one takes, with the
    /// same fields: on every case of the table and every one-byte change to each.
    #[test]
    fn the_usual_form_is_read_as_any_other() {
        let replacements = b"0123456789-:.+TtZz \xff";
        let mut texts: Vec<Vec<u8>> = Vec::new();
        for (case, _) in CASES {
            let case = case.as_bytes();
            texts.push(case.to_vec());
            for at in 0..case.len() {
                for &byte in replacements {
                    let mut changed = case.to_vec();
                    changed[at] = byte;
                    texts.push(changed);
                }
            }
        }
        let mut usual = 0;
        for text in &texts {
            let Some(quick) = usual_fields(text) else {
                continue;
            };
            usual += 1;
            assert!(text.is_ascii(), "only ASCII is taken: {text:?}");
            assert_eq!(Ok(quick), any_fields(text), "{}", text.escape_ascii());
        }
        // Most of the table is the usual form: the quick reader is exercised, not bypassed.
        assert!(usual > 1000, "{usual} of {}", texts.len());
    }

    #[test]
    fn the_table_has_enough_cases() {
        assert!(CASES.len() >= 40);
        assert!(CASES.iter().any(|(_, valid)| *valid));
        assert!(CASES.iter().any(|(_, valid)| !*valid));
    }

    #[test]
    fn parse_gives_the_expected_verdict() {
        for &(text, valid) in CASES {
            let parsed = DateTime::parse(text);
            assert_eq!(parsed.is_ok(), valid, "{text:?}: {parsed:?}");
            if let Ok(date_time) = parsed {
                assert_eq!(date_time.as_str(), text);
            }
        }
    }

    #[test]
    fn boon_agrees_with_the_table() {
        let validator = boon_validator();
        for &(text, valid) in CASES {
            let expected = boon_accepts(&validator, text) && !plus_in_numeric_field(text);
            assert_eq!(expected, valid, "boon (less its leading '+') on {text:?}");
            assert_eq!(DateTime::parse(text).is_ok(), valid, "parse on {text:?}");
        }
    }

    /// A small deterministic generator (xorshift64*), so the differential test needs no extra
    /// dependency and fails the same way every run.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
        }

        fn below(&mut self, bound: usize) -> usize {
            usize::try_from(self.next() % bound as u64).expect("bound fits in usize")
        }

        fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
            &items[self.below(items.len())]
        }
    }

    /// Builds date-time-shaped strings whose fields are mostly in range and sometimes just out
    /// of it (or written with boon's leading `+`), aims some leap seconds at 23:59 UTC, and then
    /// damages a quarter of them, so every check is exercised near its boundary.
    fn random_candidate(rng: &mut Rng) -> String {
        fn two_digits(rng: &mut Rng, in_range: std::ops::RangeInclusive<usize>) -> String {
            let edges = [
                "00", "01", "+0", "+1", "+9", "12", "13", "23", "24", "28", "29", "30", "31", "32",
                "59", "60", "61", "99", "++", "-1", " 1",
            ];
            if rng.below(6) == 0 {
                (*rng.pick(&edges)).to_owned()
            } else {
                let (low, high) = (*in_range.start(), *in_range.end());
                format!("{:02}", low + rng.below(high - low + 1))
            }
        }

        let year = match rng.below(4) {
            0 => {
                let edges = [
                    "0000", "1900", "2000", "2023", "2024", "+999", "+024", "-999",
                ];
                (*rng.pick(&edges)).to_owned()
            }
            _ => format!("{:04}", rng.below(10_000)),
        };
        let month = two_digits(rng, 1..=12);
        let day = two_digits(rng, 1..=31);
        let (offset, offset_minutes) = match rng.below(6) {
            0 => (
                (*rng.pick(&["Z", "z", "-00:00", "+00:00"])).to_owned(),
                Some(0),
            ),
            1 => (two_digits(rng, 0..=23), None),
            _ => {
                let (hours, minutes) = (rng.below(24), rng.below(60));
                let sign = *rng.pick(&["+", "-"]);
                let magnitude = i32::try_from(hours * 60 + minutes).expect("small");
                let value = if sign == "-" { -magnitude } else { magnitude };
                (format!("{sign}{hours:02}:{minutes:02}"), Some(value))
            }
        };
        let second = match rng.below(4) {
            0 => "60".to_owned(),
            _ => two_digits(rng, 0..=59),
        };
        let (hour, minute) = match offset_minutes {
            Some(offset) if second == "60" && rng.below(4) != 0 => {
                let utc_minute = LAST_MINUTE_OF_DAY + *rng.pick(&[-1, 0, 0, 0, 1]);
                let local_minute = (utc_minute + offset).rem_euclid(MINUTES_PER_DAY);
                (
                    format!("{:02}", local_minute / 60),
                    format!("{:02}", local_minute % 60),
                )
            }
            _ => (two_digits(rng, 0..=23), two_digits(rng, 0..=59)),
        };
        let fraction = match rng.below(4) {
            0 => String::new(),
            1 => (*rng.pick(&[".", ".5", ".0"])).to_owned(),
            _ => {
                let digits = u32::try_from(1 + rng.below(15)).expect("small");
                format!(".{}", rng.next() % 10u64.pow(digits))
            }
        };
        let separator = *rng.pick(&["T", "t", "T", "t", " "]);
        let mut text =
            format!("{year}-{month}-{day}{separator}{hour}:{minute}:{second}{fraction}{offset}");
        if rng.below(4) == 0 {
            let alphabet = [
                "0", "9", "+", "-", ":", ".", "T", "Z", " ", "\n", "５", "é", "",
            ];
            let mut chars: Vec<String> = text.chars().map(String::from).collect();
            let position = rng.below(chars.len() + 1);
            let replacement = (*rng.pick(&alphabet)).to_owned();
            match rng.below(3) {
                0 if position < chars.len() => chars[position] = replacement,
                1 if position < chars.len() => {
                    chars.remove(position);
                }
                _ => chars.insert(position, replacement),
            }
            text = chars.concat();
        }
        text
    }

    #[test]
    fn parse_agrees_with_boon_on_generated_strings() {
        let validator = boon_validator();
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let (mut accepted, mut rejected, mut leap_seconds) = (0, 0, 0);
        for _ in 0..200_000 {
            let text = random_candidate(&mut rng);
            let ours = DateTime::parse(&text);
            assert_eq!(
                ours.is_ok(),
                boon_accepts(&validator, &text) && !plus_in_numeric_field(&text),
                "{text:?}: {ours:?}"
            );
            if let Ok(date_time) = ours {
                accepted += 1;
                if date_time.second() == 60 {
                    leap_seconds += 1;
                }
            } else {
                rejected += 1;
            }
        }
        // Both verdicts must be common, or the comparison proves little.
        assert!(
            accepted > 20_000 && rejected > 20_000 && leap_seconds > 1_000,
            "{accepted} accepted ({leap_seconds} leap seconds), {rejected} rejected"
        );
    }

    #[test]
    fn accessors_read_the_fields() {
        let date_time = DateTime::parse("1937-01-01T12:00:27.87+00:20").unwrap();
        assert_eq!(date_time.year(), 1937);
        assert_eq!(date_time.month(), 1);
        assert_eq!(date_time.day(), 1);
        assert_eq!(date_time.hour(), 12);
        assert_eq!(date_time.minute(), 0);
        assert_eq!(date_time.second(), 27);
        assert_eq!(date_time.nanosecond(), 870_000_000);
        assert_eq!(date_time.offset_minutes(), 20);

        let date_time = DateTime::parse("2024-02-29t18:29:60.123456789123-05:30").unwrap();
        assert_eq!(
            (date_time.year(), date_time.month(), date_time.day()),
            (2024, 2, 29)
        );
        assert_eq!(
            (date_time.hour(), date_time.minute(), date_time.second()),
            (18, 29, 60)
        );
        // The nanosecond digits are truncated, not rounded.
        assert_eq!(date_time.nanosecond(), 123_456_789);
        assert_eq!(date_time.offset_minutes(), -330);

        let fractions = [
            ("2024-01-01T00:00:00Z", 0),
            ("2024-01-01T00:00:00.5Z", 500_000_000),
            ("2024-01-01T00:00:00.000000001Z", 1),
            ("2024-01-01T00:00:00.0000000019Z", 1),
            ("2024-01-01T00:00:00.999999999999Z", 999_999_999),
        ];
        for (text, nanosecond) in fractions {
            assert_eq!(
                DateTime::parse(text).unwrap().nanosecond(),
                nanosecond,
                "{text}"
            );
        }

        let offsets = [
            ("2024-01-01T00:00:00Z", 0),
            ("2024-01-01T00:00:00z", 0),
            ("2024-01-01T00:00:00-00:00", 0),
            ("2024-01-01T00:00:00+02:00", 120),
            ("2024-01-01T00:00:00-23:59", -1439),
            ("2024-01-01T00:00:00+23:59", 1439),
        ];
        for (text, minutes) in offsets {
            assert_eq!(
                DateTime::parse(text).unwrap().offset_minutes(),
                minutes,
                "{text}"
            );
        }

        // RFC 3339 fields are digits only (boon would also take a leading '+').
        assert!(DateTime::parse("+999-+2-+9T+1:+2:+3-+1:+5").is_err());
    }

    #[test]
    fn unix_timestamp_of_known_instants() {
        let known = [
            ("1970-01-01T00:00:00Z", 0),
            ("1970-01-01T00:00:00+00:00", 0),
            ("1970-01-01T00:00:01Z", 1),
            ("1969-12-31T23:59:59Z", -1),
            ("2000-01-01T00:00:00+01:00", 946_681_200),
            ("2000-01-01T00:00:00Z", 946_684_800),
            ("1985-04-12T23:20:50.52Z", 482_196_050),
            ("1996-12-19T16:39:57-08:00", 851_042_397),
            ("2024-02-29T12:00:00Z", 1_709_208_000),
            ("2038-01-19T03:14:08Z", 2_147_483_648),
            ("0000-01-01T00:00:00Z", -62_167_219_200),
            ("9999-12-31T23:59:59Z", 253_402_300_799),
            ("1998-12-31T23:59:60Z", 915_148_800),
            ("1999-01-01T00:00:00Z", 915_148_800),
            ("1998-12-31T15:59:60-08:00", 915_148_800),
        ];
        for (text, seconds) in known {
            assert_eq!(
                DateTime::parse(text).unwrap().unix_timestamp(),
                seconds,
                "{text}"
            );
        }
    }

    #[test]
    fn equality_and_order_follow_the_text() {
        let utc = DateTime::parse("2000-01-01T00:00:00Z").unwrap();
        let paris = DateTime::parse("2000-01-01T01:00:00+01:00").unwrap();
        let lower = DateTime::parse("2000-01-01t00:00:00z").unwrap();
        assert_eq!(utc.unix_timestamp(), paris.unix_timestamp());
        assert_ne!(utc, paris);
        assert_ne!(utc, lower);
        assert!(paris > utc);
        assert_eq!(utc.cmp(&lower), utc.as_str().cmp(lower.as_str()));
        assert_eq!(utc, DateTime::parse("2000-01-01T00:00:00Z").unwrap());
        // Texts held in place and on the heap compare the same way: as text.
        let long = DateTime::parse("2000-01-01T00:00:00.0000000000000000001Z").unwrap();
        #[cfg(target_pointer_width = "64")]
        assert_eq!(std::mem::size_of::<DateTime>(), 40, "a DateTime grew");
        assert!(long.as_str().len() > SHORT);
        assert!(long < utc, "'.' orders before 'Z'");
        assert_eq!(long.cmp(&utc), long.as_str().cmp(utc.as_str()));
        let longest_short = "2000-01-01T00:00:00.000000000001+01:00";
        assert_eq!(longest_short.len(), SHORT);
        assert_eq!(
            DateTime::parse(longest_short).unwrap().as_str(),
            longest_short
        );
    }

    #[test]
    fn conversions_keep_the_text() {
        let text = "2024-06-01t12:34:56.100z";
        let from_str: DateTime = text.parse().unwrap();
        let from_ref = DateTime::try_from(text).unwrap();
        assert_eq!(from_str, from_ref);
        assert_eq!(from_str.to_string(), text);
        assert_eq!(from_str.as_ref(), text);

        let from_string = DateTime::try_from(String::from(text)).unwrap();
        assert_eq!(from_string, from_str);
        // A text too long to be held in place keeps the String's own buffer.
        let long = "2024-06-01T12:34:56.12345678901234567890+01:00";
        assert!(long.len() > SHORT);
        let owned = String::from(long);
        let address = owned.as_ptr();
        let kept = DateTime::try_from(owned).unwrap();
        assert_eq!(kept.as_str().as_ptr(), address, "the String was copied");
        assert_eq!(kept, DateTime::parse(long).unwrap());
        assert_eq!(kept.nanosecond(), 123_456_789);

        assert_eq!(
            serde_json::to_string(&from_string).unwrap(),
            format!("\"{text}\"")
        );
        assert_eq!(
            serde_json::to_value(&from_string).unwrap(),
            serde_json::Value::String(text.to_owned())
        );
    }

    #[test]
    fn errors_say_why() {
        let error = DateTime::parse("2023-02-29T00:00:00Z").unwrap_err();
        assert_eq!(
            error.to_string(),
            "not an RFC 3339 date-time: the day does not exist in that month"
        );
        let error = DateTime::try_from(String::from("2024-06-01 12:34:56Z")).unwrap_err();
        assert_eq!(
            error.to_string(),
            "not an RFC 3339 date-time: the date and time must be separated by 'T' or 't'"
        );
        for (text, _) in CASES.iter().filter(|(_, valid)| !*valid) {
            let message = DateTime::parse(text).unwrap_err().to_string();
            assert!(
                message.starts_with("not an RFC 3339 date-time: "),
                "{message}"
            );
        }
        let _: &dyn std::error::Error = &DateTime::parse("").unwrap_err();
    }
}
