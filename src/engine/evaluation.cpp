#include "engine/evaluation.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "engine/piece_square_tables.h"

namespace escaque::engine {

namespace {

using namespace chess;

// Pawn structure
constexpr ScorePair DOUBLED_PAWN{-10, -22};
constexpr ScorePair ISOLATED_PAWN{-12, -14};
constexpr ScorePair PHALANX_PAWN{7, 6};  // side by side
constexpr ScorePair DEFENDED_PAWN{6, 5}; // protected by a pawn
constexpr ScorePair PASSED_PAWN[RANK_NB] = {{0, 0},   {4, 12},  {6, 16},   {12, 28},
                                            {28, 50}, {50, 90}, {85, 140}, {0, 0}};
// Pieces
constexpr ScorePair BISHOP_PAIR{28, 50};
constexpr ScorePair ROOK_OPEN_FILE{26, 10};
constexpr ScorePair ROOK_HALF_OPEN_FILE{12, 6};
constexpr ScorePair MOBILITY_STEP[PIECE_TYPE_NB] = {{0, 0}, {0, 0}, {5, 5}, {5, 6}, {2, 4}, {1, 3}};
// Mobility around which a piece counts as neither free nor cramped.
constexpr int MOBILITY_NORMAL[PIECE_TYPE_NB] = {0, 0, 4, 6, 6, 12, 0, 0};
// A threat the side to move may or may not parry; quiescence search settles the captures.
constexpr ScorePair MINOR_ATTACKED_BY_PAWN{-15, -10};
constexpr int TEMPO = 12;
// King safety
constexpr int ATTACK_WEIGHT[PIECE_TYPE_NB] = {0, 0, 2, 2, 3, 5, 0, 0};
constexpr int SHELTER_PAWN_CLOSE = 14;
constexpr int SHELTER_PAWN_FAR = 7;
constexpr int SHELTER_MISSING = -14;
constexpr int OPEN_FILE_NEAR_KING = -12;

struct Masks {
    Bitboard forward_file[COLOR_NB][SQUARE_NB]{}; // squares ahead on the same file
    Bitboard passed_span[COLOR_NB][SQUARE_NB]{};  // ahead on the same and adjacent files
    Bitboard adjacent_files[FILE_NB]{};

    Masks() {
        for (File f = FILE_A; f < FILE_NB; ++f)
            adjacent_files[f] =
                (f > FILE_A ? file_bb(File(f - 1)) : 0) | (f < FILE_H ? file_bb(File(f + 1)) : 0);
        for (Square s = SQ_A1; s < SQUARE_NB; ++s) {
            Bitboard above = 0, below = 0;
            for (int r = rank_of(s) + 1; r < RANK_NB; ++r) above |= rank_bb(Rank(r));
            for (int r = 0; r < rank_of(s); ++r) below |= rank_bb(Rank(r));
            forward_file[WHITE][s] = above & file_bb(s);
            forward_file[BLACK][s] = below & file_bb(s);
            passed_span[WHITE][s] = above & (file_bb(s) | adjacent_files[file_of(s)]);
            passed_span[BLACK][s] = below & (file_bb(s) | adjacent_files[file_of(s)]);
        }
    }
};
const Masks masks;

int distance(Square a, Square b) {
    return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

int centre_distance(Square s) {
    const int f = file_of(s), r = rank_of(s);
    return (f < 4 ? 3 - f : f - 4) + (r < 4 ? 3 - r : r - 4);
}

Bitboard pawn_attacks_of(const Position& pos, Color c) {
    return c == WHITE ? pawn_attacks_bb<WHITE>(pos.pieces(WHITE, PAWN))
                      : pawn_attacks_bb<BLACK>(pos.pieces(BLACK, PAWN));
}

ScorePair material_and_squares(const Position& pos) {
    ScorePair total;
    Bitboard all = pos.pieces();
    while (all) {
        const Square s = pop_lsb(all);
        const Piece pc = pos.piece_on(s);
        if (color_of(pc) == WHITE)
            total += piece_square(type_of(pc), s);
        else
            total -= piece_square(type_of(pc), flip_rank(s));
    }
    return total;
}

ScorePair pawn_structure(const Position& pos, Color us, Bitboard our_pawn_attacks) {
    ScorePair score;
    const Bitboard ours = pos.pieces(us, PAWN);
    Bitboard b = ours;
    while (b) {
        const Square s = pop_lsb(b);
        if (masks.forward_file[us][s] & ours) score += DOUBLED_PAWN;
        if (!(masks.adjacent_files[file_of(s)] & ours)) score += ISOLATED_PAWN;
        if (our_pawn_attacks & square_bb(s)) score += DEFENDED_PAWN;
        if (shift<EAST>(square_bb(s)) & ours) score += PHALANX_PAWN;
    }
    return score;
}

ScorePair passed_pawns(const Position& pos, Color us) {
    ScorePair score;
    const Color them = ~us;
    const Square our_king = pos.king_square(us), their_king = pos.king_square(them);
    Bitboard b = pos.pieces(us, PAWN);
    while (b) {
        const Square s = pop_lsb(b);
        if (masks.passed_span[us][s] & pos.pieces(them, PAWN)) continue;
        const int r = relative_rank(us, s);
        ScorePair bonus = PASSED_PAWN[r];
        const Square stop = s + pawn_push(us);
        // A blocked passer is worth much less; in the endgame the kings decide the race.
        if (!pos.empty(stop)) bonus = {bonus.mg / 2, bonus.eg / 2};
        const int weight = std::max(0, r - 2);
        bonus.eg += weight * (5 * distance(stop, their_king) - 2 * distance(stop, our_king));
        score += bonus;
    }
    return score;
}

struct KingAttack {
    int units = 0;
    int attackers = 0;
};

// Mobility, open files, the bishop pair and the attack on the enemy king, for one side.
ScorePair piece_activity(const Position& pos, Color us, Bitboard their_pawn_attacks,
                         KingAttack& attack_on_them) {
    ScorePair score;
    const Color them = ~us;
    const Bitboard occupied = pos.pieces();
    const Bitboard mobility_area = ~pos.pieces(us) & ~their_pawn_attacks;
    const Square their_king = pos.king_square(them);
    const Bitboard king_zone = attacks_bb<KING>(their_king, 0) | square_bb(their_king);
    const Bitboard our_pawns = pos.pieces(us, PAWN), their_pawns = pos.pieces(them, PAWN);

    if (more_than_one(pos.pieces(us, BISHOP))) score += BISHOP_PAIR;
    for (PieceType pt : {KNIGHT, BISHOP, ROOK, QUEEN}) {
        Bitboard b = pos.pieces(us, pt);
        while (b) {
            const Square s = pop_lsb(b);
            const Bitboard attacks = attacks_bb(pt, s, occupied);
            const int mobility = popcount(attacks & mobility_area);
            score += MOBILITY_STEP[pt] * (mobility - MOBILITY_NORMAL[pt]);
            if (const Bitboard hits = attacks & king_zone) {
                ++attack_on_them.attackers;
                attack_on_them.units += ATTACK_WEIGHT[pt] + popcount(hits) / 2;
            }
            if (pt == ROOK) {
                if (!(file_bb(s) & our_pawns))
                    score += (file_bb(s) & their_pawns) ? ROOK_HALF_OPEN_FILE : ROOK_OPEN_FILE;
            }
            if ((pt == KNIGHT || pt == BISHOP) && (their_pawn_attacks & square_bb(s)))
                score += MINOR_ATTACKED_BY_PAWN;
        }
    }
    return score;
}

// Pawns in front of a king on its own side of the board, and open files next to it.
int king_shelter(const Position& pos, Color us) {
    const Square king = pos.king_square(us);
    if (relative_rank(us, king) > RANK_2) return -30; // out in the open
    const Bitboard our_pawns = pos.pieces(us, PAWN), their_pawns = pos.pieces(~us, PAWN);
    const int kf = std::clamp(int(file_of(king)), 1, 6);
    int shelter = 0;
    for (int f = kf - 1; f <= kf + 1; ++f) {
        const Bitboard file_pawns = our_pawns & file_bb(File(f));
        const Bitboard close = file_pawns & rank_bb(relative_rank(us, RANK_2));
        const Bitboard far = file_pawns & rank_bb(relative_rank(us, RANK_3));
        shelter += close ? SHELTER_PAWN_CLOSE : far ? SHELTER_PAWN_FAR : SHELTER_MISSING;
        if (!file_pawns && !(their_pawns & file_bb(File(f)))) shelter += OPEN_FILE_NEAR_KING;
    }
    return shelter;
}

int king_danger(const KingAttack& attack, bool attacker_has_queen) {
    if (attack.attackers < 2) return 0;
    int units = attack.units;
    if (!attacker_has_queen) units /= 2;
    return std::min(units * units * 2, 500);
}

int non_pawn_material(const Position& pos, Color c) {
    return pos.count(c, KNIGHT) * SEE_VALUE[KNIGHT] + pos.count(c, BISHOP) * SEE_VALUE[BISHOP] +
           pos.count(c, ROOK) * SEE_VALUE[ROOK] + pos.count(c, QUEEN) * SEE_VALUE[QUEEN];
}

// Drawish endings: without pawns, an edge of less than a rook rarely wins; opposite-coloured
// bishops halve a pawn-up ending. Returns the factor in sixteenths.
int endgame_scale(const Position& pos, Color strong) {
    const Color weak = ~strong;
    if (!pos.pieces(strong, PAWN)) {
        // Two knights cannot force mate against a bare king.
        if (pos.pieces(strong) == pos.pieces(strong, KNIGHT, KING) &&
            pos.count(strong, KNIGHT) <= 2)
            return 1;
        const int edge = non_pawn_material(pos, strong) - non_pawn_material(pos, weak);
        if (non_pawn_material(pos, strong) <= SEE_VALUE[BISHOP]) return 0;
        if (edge < SEE_VALUE[ROOK] - 50) return 3;
    }
    const Bitboard bishops = pos.pieces(BISHOP);
    if (pos.pieces(KNIGHT, ROOK) == 0 && !pos.pieces(QUEEN) && pos.count(WHITE, BISHOP) == 1 &&
        pos.count(BLACK, BISHOP) == 1 && bool(bishops & DARK_SQUARES) &&
        bool(bishops & ~DARK_SQUARES))
        return 8;
    return 16;
}

// Against a bare king, push it to the edge and bring our own king close: the mating pattern.
int mop_up(const Position& pos, Color strong) {
    const Color weak = ~strong;
    if (pos.pieces(weak) != pos.pieces(weak, KING)) return 0;
    if (non_pawn_material(pos, strong) < SEE_VALUE[ROOK]) return 0;
    const Square wk = pos.king_square(weak), sk = pos.king_square(strong);
    return 12 * centre_distance(wk) +
           6 * (14 - (std::abs(file_of(wk) - file_of(sk)) + std::abs(rank_of(wk) - rank_of(sk))));
}

EvaluationTrace full_evaluation(const Position& pos) {
    EvaluationTrace t;
    const Bitboard pawn_attacks[COLOR_NB] = {pawn_attacks_of(pos, WHITE),
                                             pawn_attacks_of(pos, BLACK)};
    t.material_and_squares = material_and_squares(pos);
    t.pawns = pawn_structure(pos, WHITE, pawn_attacks[WHITE]) -
              pawn_structure(pos, BLACK, pawn_attacks[BLACK]);
    t.passed_pawns = passed_pawns(pos, WHITE) - passed_pawns(pos, BLACK);

    KingAttack on_black, on_white;
    t.pieces = piece_activity(pos, WHITE, pawn_attacks[BLACK], on_black) -
               piece_activity(pos, BLACK, pawn_attacks[WHITE], on_white);
    const int white_king =
        king_shelter(pos, WHITE) - king_danger(on_white, pos.pieces(BLACK, QUEEN) != 0);
    const int black_king =
        king_shelter(pos, BLACK) - king_danger(on_black, pos.pieces(WHITE, QUEEN) != 0);
    t.king_safety = {white_king - black_king, 0};

    t.phase = game_phase(pos);
    const ScorePair total =
        t.material_and_squares + t.pawns + t.passed_pawns + t.pieces + t.king_safety;
    int score = taper(total, t.phase);
    const Color strong = score >= 0 ? WHITE : BLACK;
    score = score * endgame_scale(pos, strong) / 16;
    const int mop = mop_up(pos, strong);
    score += strong == WHITE ? mop : -mop;
    t.white_score = score;
    return t;
}

} // namespace

int game_phase(const Position& pos) {
    const int phase = popcount(pos.pieces(KNIGHT, BISHOP)) + 2 * popcount(pos.pieces(ROOK)) +
                      4 * popcount(pos.pieces(QUEEN));
    return std::min(phase, MAX_PHASE);
}

bool insufficient_material(const Position& pos) {
    if (pos.pieces(PAWN, ROOK) || pos.pieces(QUEEN)) return false;
    // Kings only, or a single minor piece in all.
    return popcount(pos.pieces(KNIGHT, BISHOP)) <= 1;
}

EvaluationTrace trace_evaluation(const Position& pos) {
    return full_evaluation(pos);
}

int evaluate(const Position& pos) {
    if (insufficient_material(pos)) return 0;
    const int white = full_evaluation(pos).white_score;
    return (pos.side_to_move() == WHITE ? white : -white) + TEMPO;
}

} // namespace escaque::engine
