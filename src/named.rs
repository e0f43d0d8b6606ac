//! The block every enum named by text shares ([`named_enum!`]): the list of its values,
//! its name, `Display`, `FromStr`, and the error for an unknown name, which lists the
//! names from that list.

use core::fmt;

/// Declares the enum with `ALL` (every value, in declaration order) and `name` (the
/// first of the names the type's own `const fn names(self) -> &'static [&'static str]`
/// gives; the others are aliases), `Display` writing that name, `FromStr` reading any
/// of the names in any case, and the error `$error` for an unknown name, whose message
/// is "unknown `$kind` "…": expected" and the names of `ALL`.
macro_rules! named_enum {
    (
        $(#[$meta:meta])*
        pub enum $type:ident {
            $($(#[$value_meta:meta])* $value:ident,)+
        }
        unknown: $error:ident($kind:literal);
    ) => {
        $(#[$meta])*
        pub enum $type {
            $($(#[$value_meta])* $value,)+
        }

        impl $type {
            #[doc = concat!("Every `", stringify!($type), "`, in the order they are declared.")]
            pub const ALL: [$type; [$($type::$value),+].len()] = [$($type::$value),+];

            /// The name `FromStr` reads and `Display` writes.
            pub const fn name(self) -> &'static str {
                self.names()[0]
            }
        }

        impl core::fmt::Display for $type {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.name())
            }
        }

        #[doc = concat!("A name that is not a [`", stringify!($type), "`].")]
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct $error {
            /// The name, quoted and cut short if long.
            name: alloc::string::String,
        }

        impl core::fmt::Display for $error {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                let names = $crate::named::OneOf(&$type::ALL, $type::name);
                write!(f, concat!("unknown ", $kind, " {}: expected {}"), self.name, names)
            }
        }

        impl core::error::Error for $error {}

        impl core::str::FromStr for $type {
            type Err = $error;

            /// Reads any of the type's names, in any case.
            fn from_str(text: &str) -> Result<$type, $error> {
                $type::ALL
                    .into_iter()
                    .find(|value| value.names().iter().any(|name| name.eq_ignore_ascii_case(text)))
                    .ok_or_else(|| $error { name: alloc::string::ToString::to_string(&$crate::quoted::Quoted(text)) })
            }
        }
    };
}

pub(crate) use named_enum;

/// The names of some values, as an error lists them: `a, b or c`.
pub(crate) struct OneOf<'a, T>(pub(crate) &'a [T], pub(crate) fn(T) -> &'static str);

impl<T: Copy> fmt::Display for OneOf<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_list(f, self.0.iter().map(|&value| (self.1)(value)), "or")
    }
}

/// Writes `items` as `a, b and c` (with `and` the `last` word).
pub(crate) fn write_list<'a>(
    f: &mut fmt::Formatter<'_>,
    items: impl IntoIterator<Item = &'a str>,
    last: &str,
) -> fmt::Result {
    let mut items = items.into_iter().peekable();
    let mut first = true;
    while let Some(item) = items.next() {
        match (first, items.peek().is_some()) {
            (true, _) => {}
            (false, true) => f.write_str(", ")?,
            (false, false) => write!(f, " {last} ")?,
        }
        f.write_str(item)?;
        first = false;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    struct List(&'static [&'static str]);

    impl fmt::Display for List {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write_list(f, self.0.iter().copied(), "and")
        }
    }

    #[test]
    fn lists_are_joined_with_commas_and_the_last_word() {
        assert_eq!(List(&[]).to_string(), "");
        assert_eq!(List(&["a"]).to_string(), "a");
        assert_eq!(List(&["a", "b"]).to_string(), "a and b");
        assert_eq!(List(&["a", "b", "c"]).to_string(), "a, b and c");
        assert_eq!(
            OneOf(&[1u8, 2, 3], |n| ["zero", "one", "two", "three"][usize::from(n)]).to_string(),
            "one, two or three"
        );
    }
}
