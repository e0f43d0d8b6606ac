//! Serde support for types that travel as their text: `Display` out, `FromStr` in.

/// Implements `Serialize` (through `Display`) and `Deserialize` (through `FromStr`)
/// for `$type` (generic over one parameter with `<S: Bound> Type<S>`); `$expecting` (the
/// arguments of a `write!`) describes the text in error messages.
macro_rules! serde_as_text {
    (<$param:ident: $bound:path> $type:ty, $($expecting:tt)+) => {
        #[cfg(feature = "serde")]
        impl<$param: $bound> serde::Serialize for $type {
            fn serialize<Ser: serde::Serializer>(&self, serializer: Ser) -> Result<Ser::Ok, Ser::Error> {
                serializer.collect_str(self)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de, $param: $bound> serde::Deserialize<'de> for $type {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<$type, D::Error> {
                struct Visitor<$param>(core::marker::PhantomData<$param>);
                impl<$param: $bound> serde::de::Visitor<'_> for Visitor<$param> {
                    type Value = $type;
                    fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                        write!(f, $($expecting)+)
                    }
                    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<$type, E> {
                        v.parse().map_err(E::custom)
                    }
                }
                deserializer.deserialize_str(Visitor(core::marker::PhantomData))
            }
        }
    };
    ($type:ty, $($expecting:tt)+) => {
        #[cfg(feature = "serde")]
        impl serde::Serialize for $type {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> serde::Deserialize<'de> for $type {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<$type, D::Error> {
                struct Visitor;
                impl serde::de::Visitor<'_> for Visitor {
                    type Value = $type;
                    fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                        write!(f, $($expecting)+)
                    }
                    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<$type, E> {
                        v.parse().map_err(E::custom)
                    }
                }
                deserializer.deserialize_str(Visitor)
            }
        }
    };
}

pub(crate) use serde_as_text;
