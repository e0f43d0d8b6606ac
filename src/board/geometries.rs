//! The list of geometries, written once, and what is made of it: `for_each_geometry!`
//! hands it to a macro,
//! and every run-time dispatch of the crate (and of the workspace's other crates,
//! through [`AnyBoard`](crate::AnyBoard), [`on_any_board!`](crate::on_any_board) and
//! [`with_geometry!`](crate::with_geometry)) is generated from it. A new geometry is its
//! folder under `board/` and one line here.

/// Calls the macro `[$callback]` with `$args` and the list of geometries: each as its
/// type's name (a type at the crate's root, and a [`GeometryKind`] value of that name)
/// and a line of documentation. Hidden: the run-time dispatch of the crate and of its
/// users goes through [`on_any_board!`](crate::on_any_board) and
/// [`with_geometry!`](crate::with_geometry), which call it.
#[doc(hidden)]
#[macro_export]
macro_rules! __for_each_geometry {
    ([$($callback:tt)*] $($args:tt)*) => {
        $($callback)*! {
            $($args)*
            Grid8 => "The boards up to 8×8: [`Grid8`](crate::Grid8), `Position`.",
            Grid12 => "The boards from 9×9 to 12×12: [`Grid12`](crate::Grid12), `Position<Grid12>`.",
            Hex5 => "The hexagon of side 5 (Alveole): [`Hex5`](crate::Hex5), `Position<Hex5>`.",
            Hex6 => "The hexagon of side 6: [`Hex6`](crate::Hex6), `Position<Hex6>`.",
        }
    };
}
pub(crate) use crate::__for_each_geometry as for_each_geometry;

/// Defines [`GeometryKind`] from the list.
macro_rules! geometry_kind {
    ($($geometry:ident => $doc:literal,)+) => {
        /// A geometry named at run time: which one a [`Variant`](crate::Variant) is played
        /// on ([`Variant::geometry`](crate::Variant::geometry)), and which one a run-time
        /// value holds ([`AnyBoard::geometry`](crate::AnyBoard::geometry)).
        ///
        /// ```
        /// use lines_of_action::{Geometry, GeometryKind, Grid12, Variant};
        /// assert_eq!(Variant::TwelveByTwelve.geometry(), GeometryKind::Grid12);
        /// assert_eq!(Grid12::KIND, GeometryKind::Grid12);
        /// assert_eq!(GeometryKind::Grid12.to_string(), "grid12");
        /// ```
        #[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum GeometryKind {
            $(#[doc = $doc] $geometry,)+
        }

        impl GeometryKind {
            /// Every geometry, in the list's order.
            pub const ALL: &'static [GeometryKind] = &[$(GeometryKind::$geometry,)+];

            /// The geometry's name, as messages give it: its type's name in lower case.
            pub const fn name(self) -> &'static str {
                match self {
                    $(GeometryKind::$geometry => <crate::board::geometries::$geometry as crate::board::geometry::Geometry>::NAME,)+
                }
            }

            /// The first geometry of the list whose boards include one of `size` squares a
            /// side (an SGF record's `SZ`): `None` if none has.
            ///
            /// ```
            /// use lines_of_action::GeometryKind;
            /// assert_eq!(GeometryKind::holding_size(8), Some(GeometryKind::Grid8));
            /// assert_eq!(GeometryKind::holding_size(11), Some(GeometryKind::Grid12));
            /// assert_eq!(GeometryKind::holding_size(13), None);
            /// ```
            pub fn holding_size(size: u8) -> Option<GeometryKind> {
                $(
                    if <crate::board::geometries::$geometry as crate::board::geometry::Geometry>::SIZES.contains(&size) {
                        return Some(GeometryKind::$geometry);
                    }
                )+
                None
            }

            /// How its positions are written in Rust: `Position` for the default
            /// geometry, `Position<Name>` for the others.
            pub const fn position_type(self) -> &'static str {
                match self {
                    $(GeometryKind::$geometry => <crate::board::geometries::$geometry as crate::board::geometry::Geometry>::POSITION_TYPE,)+
                }
            }
        }
    };
}

use crate::board::geometry::{BoardSquare, Geometry};
pub(crate) use crate::board::grid8::Grid8;
pub(crate) use crate::board::grid12::Grid12;
pub(crate) use crate::board::hex::{Hex5, Hex6};

for_each_geometry!([geometry_kind]);

/// The most square indices of any geometry ([`BoardSquare::INDICES`]): room for a
/// table by square on every board.
pub(crate) const MOST_INDICES: usize = {
    macro_rules! most_indices {
        ($($geometry:ident => $doc:literal,)+) => {{
            let mut most = 0;
            $(
                let indices = <<$geometry as Geometry>::Square as BoardSquare>::INDICES;
                if indices > most {
                    most = indices;
                }
            )+
            most
        }};
    }
    for_each_geometry!([most_indices])
};

impl core::fmt::Display for GeometryKind {
    /// Its [`name`](GeometryKind::name).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// A family of types with one member for each geometry, such as [`Positions`](crate::Positions)
/// (`Position<G>` for each `G`): what an [`AnyBoard`] holds one of. A program that keeps
/// its own per-geometry values in an `AnyBoard` names its family with a type of its own.
///
/// ```
/// use lines_of_action::{AnyBoard, Geometry, Grid12, PerGeometry, Position, Variant};
/// /// A position with a note, on any board.
/// struct Noted;
/// impl PerGeometry for Noted {
///     type Of<G: Geometry> = (Position<G>, &'static str);
/// }
/// let noted: AnyBoard<Noted> = AnyBoard::on::<Grid12>((Position::start_of(Variant::TenByTen)?, "10x10"));
/// assert_eq!(lines_of_action::on_any_board!(&noted, |(pos, note)| (pos.board_size(), *note)), (10, "10x10"));
/// # Ok::<(), lines_of_action::WrongBoard>(())
/// ```
pub trait PerGeometry {
    /// The member for geometry `G`.
    type Of<G: Geometry>;
}

/// A value of the family `K` on one of the geometries, chosen at run time: what the
/// run-time board types are made of ([`AnyPosition`](crate::AnyPosition), [`AnyGame`](crate::AnyGame), [`AnyMove`](crate::AnyMove),
/// [`AnyGameRecord`](crate::AnyGameRecord)) and their errors. [`on_any_board!`](crate::on_any_board) runs the
/// same code on whichever it holds; its variants are the geometries, as
/// [`GeometryKind`](crate::GeometryKind) names them.
///
/// ```
/// use lines_of_action::{AnyPosition, GeometryKind, Rules, Variant, on_any_board};
/// let pos = AnyPosition::from_variant("loa-12".parse::<Variant>()?);
/// assert!(matches!(pos, AnyPosition::Grid12(_)));
/// assert_eq!(pos.geometry(), GeometryKind::Grid12);
/// assert_eq!(on_any_board!(&pos, |p| p.legal_moves().len()), 60);
/// assert_eq!(pos.perft(2, Rules::default()), 3_548); // RULES.md, "Reference perft"
/// # Ok::<(), lines_of_action::UnknownVariant>(())
/// ```
pub use self::any_board::AnyBoard;

/// What makes a geometry one an [`AnyBoard`] holds a value of: every geometry is, through
/// the list. Sealed: a supertrait of [`Geometry`].
pub trait OnAnyBoard {
    /// `value` in an [`AnyBoard`].
    fn wrap<K: PerGeometry>(value: K::Of<Self>) -> AnyBoard<K>
    where
        Self: Geometry;

    /// The value `any` holds, if it is on this geometry.
    fn unwrap<K: PerGeometry>(any: AnyBoard<K>) -> Option<K::Of<Self>>
    where
        Self: Geometry;

    /// The value `any` holds, shared, if it is on this geometry.
    fn unwrap_ref<K: PerGeometry>(any: &AnyBoard<K>) -> Option<&K::Of<Self>>
    where
        Self: Geometry;
}

impl<K: PerGeometry> AnyBoard<K> {
    /// `value`, of geometry `G`, held at run time.
    ///
    /// ```
    /// use lines_of_action::{AnyPosition, Grid12, Position, Variant};
    /// let pos = AnyPosition::on::<Grid12>(Position::start_of(Variant::NineByNine)?);
    /// assert_eq!(pos, AnyPosition::from_variant(Variant::NineByNine));
    /// # Ok::<(), lines_of_action::WrongBoard>(())
    /// ```
    pub fn on<G: Geometry>(value: K::Of<G>) -> AnyBoard<K> {
        G::wrap(value)
    }

    /// The value, if it is of geometry `G`.
    ///
    /// ```
    /// use lines_of_action::{AnyPosition, Grid8, Grid12, Variant};
    /// let pos = AnyPosition::from_variant(Variant::NineByNine);
    /// assert!(pos.clone().into_geometry::<Grid8>().is_none());
    /// assert_eq!(pos.into_geometry::<Grid12>().map(|pos| pos.board_size()), Some(9));
    /// ```
    pub fn into_geometry<G: Geometry>(self) -> Option<K::Of<G>> {
        G::unwrap(self)
    }

    /// The value, shared, if it is of geometry `G`.
    pub fn as_geometry<G: Geometry>(&self) -> Option<&K::Of<G>> {
        G::unwrap_ref(self)
    }
}

/// Defines [`AnyBoard`], its impls and [`OnAnyBoard`] for each geometry,
/// from the list of geometries.
macro_rules! define_any_board {
    ($($geometry:ident => $doc:literal,)+) => {
        mod any_board {
            use crate::board::geometries::PerGeometry;
            use crate::board::geometries::{$($geometry,)+ GeometryKind};

            /// See [`AnyBoard`](crate::AnyBoard).
            pub enum AnyBoard<K: PerGeometry> {
                $(#[doc = $doc] $geometry(K::Of<$geometry>),)+
            }

            impl<K: PerGeometry> AnyBoard<K> {
                /// The geometry of the value it holds.
                pub fn geometry(&self) -> GeometryKind {
                    match self {
                        $(AnyBoard::$geometry(_) => GeometryKind::$geometry,)+
                    }
                }
            }

            $(
                impl crate::board::geometries::OnAnyBoard for $geometry {
                    #[inline]
                    fn wrap<K: PerGeometry>(value: K::Of<$geometry>) -> AnyBoard<K> {
                        AnyBoard::$geometry(value)
                    }

                    #[inline]
                    #[allow(unreachable_patterns)]
                    fn unwrap<K: PerGeometry>(any: AnyBoard<K>) -> Option<K::Of<$geometry>> {
                        match any {
                            AnyBoard::$geometry(value) => Some(value),
                            _ => None,
                        }
                    }

                    #[inline]
                    #[allow(unreachable_patterns)]
                    fn unwrap_ref<K: PerGeometry>(any: &AnyBoard<K>) -> Option<&K::Of<$geometry>> {
                        match any {
                            AnyBoard::$geometry(value) => Some(value),
                            _ => None,
                        }
                    }
                }
            )+

            impl<K: PerGeometry> Clone for AnyBoard<K> where $(K::Of<$geometry>: Clone,)+ {
                fn clone(&self) -> Self {
                    match self {
                        $(AnyBoard::$geometry(value) => AnyBoard::$geometry(value.clone()),)+
                    }
                }
            }

            impl<K: PerGeometry> Copy for AnyBoard<K> where $(K::Of<$geometry>: Copy,)+ {}

            impl<K: PerGeometry> PartialEq for AnyBoard<K> where $(K::Of<$geometry>: PartialEq,)+ {
                #[allow(unreachable_patterns)]
                fn eq(&self, other: &Self) -> bool {
                    match (self, other) {
                        $((AnyBoard::$geometry(a), AnyBoard::$geometry(b)) => a == b,)+
                        _ => false,
                    }
                }
            }

            impl<K: PerGeometry> Eq for AnyBoard<K> where $(K::Of<$geometry>: Eq,)+ {}

            impl<K: PerGeometry> core::hash::Hash for AnyBoard<K> where $(K::Of<$geometry>: core::hash::Hash,)+ {
                fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
                    self.geometry().hash(state);
                    match self {
                        $(AnyBoard::$geometry(value) => value.hash(state),)+
                    }
                }
            }

            impl<K: PerGeometry> core::fmt::Debug for AnyBoard<K> where $(K::Of<$geometry>: core::fmt::Debug,)+ {
                fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                    match self {
                        $(AnyBoard::$geometry(value) => f.debug_tuple(stringify!($geometry)).field(value).finish(),)+
                    }
                }
            }

            impl<K: PerGeometry> core::fmt::Display for AnyBoard<K> where $(K::Of<$geometry>: core::fmt::Display,)+ {
                /// As the value it holds.
                fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                    match self {
                        $(AnyBoard::$geometry(value) => value.fmt(f),)+
                    }
                }
            }

            impl<K: PerGeometry> core::error::Error for AnyBoard<K>
            where
                $(K::Of<$geometry>: core::error::Error,)+
            {
                fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
                    match self {
                        $(AnyBoard::$geometry(value) => value.source(),)+
                    }
                }
            }
        }

    };
}
for_each_geometry!([define_any_board]);
